/**
 * What the database spends on the organizer's participants list and statistics: every statement the
 * service sends for one request — the token look-up of the route excepted — with EXPLAIN (ANALYZE,
 * BUFFERS): its median execution and planning time of 5 runs, buffers and what it scans, and the
 * median time of the whole service call over 20 calls. Run by bench-organizer.explain.ts
 * (`npm run bench -- organizer`).
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { participantListQuerySchema, type ParticipantListQuery } from '@fairhub/shared/participation';
import type { AppContext } from '../context.ts';
import type { DatabaseConnection } from '../db/client.ts';
import type { Auth } from '../plugins/auth.ts';
import { getEventStats } from '../modules/participation/event-stats.service.ts';
import { getParticipantsCsv, getParticipantsPage } from '../modules/participation/organizer-participants.service.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

function scans(node: PlanNode, found: string[] = []) {
  if (/Scan/.test(node['Node Type']) && !['Subquery Scan', 'CTE Scan', 'Function Scan', 'Values Scan'].includes(node['Node Type'])) {
    const what = `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim();
    if (!found.includes(what)) found.push(what);
  }
  for (const child of node.Plans ?? []) scans(child, found);
  return found;
}

interface Statement {
  text: string;
  values: unknown[];
}

/** Records the statements sent through the pool while `work` runs. */
async function recorded(pool: pg.Pool, work: () => Promise<unknown>) {
  const statements: Statement[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const [first, second] = args;
    if (typeof first === 'string') statements.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      statements.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
    }
    return original(...args);
  };
  try {
    await work();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return statements;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** EXPLAIN ANALYZE of one statement, 5 times: the median execution and planning times (one run is noise on a shared machine). */
async function explainOne(pool: pg.Pool, statement: Statement) {
  const runs: { ms: number; planningMs: number; buffers: number; scans: string[] }[] = [];
  for (let i = 0; i < 5; i++) {
    const result = await pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }] }>(
      `explain (analyze, buffers, format json) ${statement.text}`,
      statement.values,
    );
    const [output] = result.rows[0]!['QUERY PLAN'];
    const buffers = (output.Plan['Shared Hit Blocks'] ?? 0) + (output.Plan['Shared Read Blocks'] ?? 0);
    runs.push({ ms: output['Execution Time'], planningMs: output['Planning Time'], buffers, scans: scans(output.Plan) });
  }
  return { ...runs[0]!, ms: median(runs.map((run) => run.ms)), planningMs: median(runs.map((run) => run.planningMs)) };
}

export async function explainOrganizer(connection: DatabaseConnection, eventUid: string, email: string) {
  const { db, pool } = connection;
  const found = await db.execute<{ id: string; uid: string; company_id: string; role: 'owner' | 'admin' | 'member' }>(sql`
    select u.id, u.uid, m.company_id, m.role from users u join company_members m on m.user_id = u.id where u.email = ${email}`);
  const user = found.rows[0];
  if (!user) throw new Error(`No user ${email}.`);
  const auth: Auth = { userId: Number(user.id), userUid: user.uid, tokenId: 0, companyId: Number(user.company_id), role: user.role };
  // The services read only the database from the context.
  const ctx = { db } as AppContext;
  const params = (query: ParticipantListQuery) => participantListQuerySchema.parse(query);
  const calls: [string, () => Promise<unknown>][] = [
    ['participants (first page, latest first)', () => getParticipantsPage(ctx, auth, eventUid, params({}))],
    ['participants?status=pending&sort=name', () => getParticipantsPage(ctx, auth, eventUid, params({ status: 'pending', sort: 'name', perPage: 50 }))],
    ['participants?role=exhibitor&page=10', () => getParticipantsPage(ctx, auth, eventUid, params({ role: 'exhibitor', page: 10 }))],
    ['participants?q=an (search)', () => getParticipantsPage(ctx, auth, eventUid, params({ q: 'an' }))],
    ['stats', () => getEventStats(ctx, auth, eventUid, 'en')],
    ['participants?format=csv (all)', () => getParticipantsCsv(ctx, auth, eventUid, params({ format: 'csv' }))],
  ];
  const lines: string[] = [];
  for (const [name, call] of calls) {
    for (let i = 0; i < 5; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    const statements = await recorded(pool, call);
    lines.push(`  ${name}: ${median(times).toFixed(1)} ms a call (median of 20), ${statements.length} statements`);
    for (const statement of statements) {
      const plan = await explainOne(pool, statement);
      const what = statement.text.replace(/\s+/g, ' ').trim().slice(0, 60);
      lines.push(
        `    ${plan.ms.toFixed(2).padStart(7)} ms (+${plan.planningMs.toFixed(2)} planning) ${String(plan.buffers).padStart(6)} buffers  ${what}…  ${plan.scans.join(', ')}`,
      );
    }
  }
  return lines;
}
