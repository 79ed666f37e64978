import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/**
 * `npm run bench -- stream` only: people who can sign in without a password round (a live access
 * token each), with public profiles so anyone may write to them. Never used by the app.
 */
export async function insertBenchPeople(db: Executor, people: readonly { uid: string; email: string; tokenHash: string }[]): Promise<void> {
  await db.execute(sql`
    WITH input AS (
      SELECT x.uid, x.email, x.token_hash FROM jsonb_to_recordset(${JSON.stringify(people.map((p) => ({ uid: p.uid, email: p.email, token_hash: p.tokenHash })))}::jsonb)
        AS x(uid text, email text, token_hash text)
    ), created AS (
      INSERT INTO users (uid, email, password_hash, first_name, last_name, public_profile, email_confirmed_at)
      SELECT uid, email, 'bench: no password', 'Bench', 'Person', true, now() FROM input
      RETURNING id, uid
    )
    INSERT INTO access_tokens (user_id, token_hash, expires_at)
    SELECT c.id, i.token_hash, now() + interval '1 day' FROM created c JOIN input i ON i.uid = c.uid`);
}
