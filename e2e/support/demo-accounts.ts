import type { Account, Accounts } from './accounts.ts';
import { DEMO_PASSWORD } from './api.ts';

/**
 * A demo user (README's logins, e.g. DEMO.organizer) as an Account, so that `accounts.signIn` and
 * `accounts.secondBrowser` can hand the browser its session: the session is `accounts.demoToken`
 * (minted once per worker, without the password grant), the rest is read from the database.
 */
export async function demoAccount(accounts: Accounts, email: string): Promise<Account> {
  const [token, { rows }] = await Promise.all([
    accounts.demoToken(email),
    accounts.query<{ id: string; uid: string; first_name: string; last_name: string; company_uid: string | null; company_name: string | null }>(
      `SELECT u.id, u.uid, u.first_name, u.last_name, c.uid AS company_uid, c.name AS company_name
         FROM users u
         LEFT JOIN company_members m ON m.user_id = u.id
         LEFT JOIN companies c ON c.id = m.company_id
        WHERE u.email = $1
        LIMIT 1`,
      [email],
    ),
  ]);
  const user = rows[0];
  if (!user) throw new Error(`no demo user ${email}`);
  return {
    id: Number(user.id),
    uid: user.uid,
    email,
    password: DEMO_PASSWORD,
    firstName: user.first_name,
    lastName: user.last_name,
    token,
    company: user.company_uid && user.company_name ? { uid: user.company_uid, name: user.company_name } : null,
  };
}
