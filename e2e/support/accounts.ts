import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { STORAGE_KEYS, type Language } from '@fairhub/shared/constants';
import type { Profile } from '@fairhub/shared/profile';
import { DEMO_PASSWORD, PASSWORD, uniqueEmail } from './api.ts';
import { PageProblems } from './page-problems.ts';

/**
 * Accounts for the journeys, written straight to the e2e server's database: a confirmed user, an
 * access token, and a stored session to hand to the browser. Signing up, confirming and logging in
 * through the UI are journeys of their own (auth.spec.ts); everywhere else they only cost time
 * (password scored and hashed at each step, the outbox polled, the login modal filled).
 *
 * Everything an account needs beyond the user row goes through the API with the account's token
 * (a company is made by POST companies, as onboarding does), so the server's own rules still apply.
 */

const API = '/api/client';
const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export interface Account {
  id: number;
  uid: string;
  email: string;
  /** PASSWORD (DEMO_PASSWORD for a demo login): the account can also log in through the UI. */
  password: string;
  firstName: string;
  lastName: string;
  /** A bearer token of a session of its own, for API set-up calls. */
  token: string;
  /** The company the account belongs to (owner unless created with another role). */
  company: { uid: string; name: string } | null;
}

export interface AccountOptions {
  label?: string;
  firstName?: string;
  lastName?: string;
  language?: Language;
  jobTitle?: string;
  publicProfile?: boolean;
  /** Make a company of its own (through POST companies) with this name, or a generated one when true. */
  company?: boolean | string;
  /** Join an existing company with this role instead (a row in company_members, as an accepted invitation makes). */
  memberOf?: { uid: string; name: string; role?: 'admin' | 'member' };
  /** The account's company becomes an organizer (as `npm run admin -- promote-organizer` switches it on). */
  organizer?: boolean;
}

/** The storage state Playwright gives a browser context: the session under the client's storage key. */
export interface SessionState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** The port of the embedded PostgreSQL the e2e server runs: line 4 of its postmaster.pid. */
function databaseUrl(): string {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const port = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(join(dataDir, '.pg-password'), 'utf8').trim();
  if (!port) throw new Error(`no port in ${join(dataDir, 'pg', 'postmaster.pid')}: is the e2e server running?`);
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/fairhub`;
}

let sequence = 0;

/** Access tokens are stored as their SHA-256 (as the server's hashSecret does). */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** One per Playwright worker (a worker-scoped fixture): a small pool and the password hash, made once. */
export class Accounts {
  private readonly pool: pg.Pool;
  private passwordHash: Promise<string> | undefined;
  /** Poland's id in GET countries, asked once per worker. */
  private polandId: Promise<number> | undefined;

  constructor(
    /** The worker's own API context (no browser), for set-up calls with an account's token. */
    readonly request: APIRequestContext,
    readonly baseURL: string,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** Runs SQL against the e2e database (set-up that has no API: promoting an organizer). */
  query<Row extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
    return this.pool.query<Row>(sql, values);
  }

  private readonly demoTokens = new Map<string, Promise<string>>();

  /** A session of a demo user (README's logins), minted once per worker without the password grant. */
  demoToken(email: string): Promise<string> {
    let token = this.demoTokens.get(email);
    if (!token) {
      token = this.insertToken(`SELECT id FROM users WHERE email = $1`, [email]);
      this.demoTokens.set(email, token);
    }
    return token;
  }

  private readonly demoAccounts = new Map<string, Promise<Account>>();

  /** A demo login (README) as an Account, with a session minted once per worker. */
  demo(email: string): Promise<Account> {
    let account = this.demoAccounts.get(email);
    if (!account) {
      account = this.lookUpDemo(email);
      this.demoAccounts.set(email, account);
    }
    return account;
  }

  private async lookUpDemo(email: string): Promise<Account> {
    const { rows } = await this.pool.query<{
      id: string;
      uid: string;
      first_name: string;
      last_name: string;
      company_uid: string | null;
      company_name: string | null;
    }>(
      `SELECT u.id, u.uid, u.first_name, u.last_name, c.uid AS company_uid, c.name AS company_name
         FROM users u LEFT JOIN company_members m ON m.user_id = u.id LEFT JOIN companies c ON c.id = m.company_id
        WHERE u.email = $1`,
      [email],
    );
    const row = rows[0];
    if (!row) throw new Error(`no demo user ${email}: does the e2e server load the demo data?`);
    return {
      id: Number(row.id),
      uid: row.uid,
      email,
      password: DEMO_PASSWORD,
      firstName: row.first_name,
      lastName: row.last_name,
      token: await this.demoToken(email),
      company: row.company_uid ? { uid: row.company_uid, name: row.company_name! } : null,
    };
  }

  private async insertToken(userSql: string, values: unknown[]): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const { rowCount } = await this.pool.query(
      `INSERT INTO access_tokens (user_id, token_hash, expires_at) SELECT id, $${values.length + 1}, $${values.length + 2} FROM (${userSql}) AS u`,
      [...values, hashToken(token), new Date(Date.now() + TOKEN_TTL_MS)],
    );
    if (rowCount !== 1) throw new Error(`no user for a session: ${JSON.stringify(values)}`);
    return token;
  }

  /** A confirmed user with a session of their own, and optionally a company. */
  async create(options: AccountOptions = {}): Promise<Account> {
    this.passwordHash ??= hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const email = uniqueEmail(options.label ?? 'user');
    const firstName = options.firstName ?? 'Marta';
    const lastName = options.lastName ?? 'Kowalska';
    const token = randomBytes(32).toString('base64url');
    const client = await this.pool.connect();
    let user: { id: string; uid: string };
    try {
      await client.query('BEGIN');
      const inserted = await client.query<{ id: string; uid: string }>(
        `INSERT INTO users (uid, email, password_hash, first_name, last_name, language, job_title, public_profile, email_confirmed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now()) RETURNING id, uid`,
        [
          randomBytes(12).toString('base64url'),
          email.toLowerCase(),
          await this.passwordHash,
          firstName,
          lastName,
          options.language ?? 'en',
          options.jobTitle ?? null,
          options.publicProfile ?? false,
        ],
      );
      user = inserted.rows[0]!;
      await client.query('INSERT INTO access_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
        user.id,
        hashToken(token),
        new Date(Date.now() + TOKEN_TTL_MS),
      ]);
      if (options.memberOf) {
        const { rows } = await client.query<{ id: string }>('SELECT id FROM companies WHERE uid = $1', [options.memberOf.uid]);
        if (!rows[0]) throw new Error(`no company ${options.memberOf.uid}`);
        await client.query('INSERT INTO company_members (user_id, company_id, role) VALUES ($1, $2, $3)', [
          user.id,
          rows[0].id,
          options.memberOf.role ?? 'member',
        ]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    const account: Account = { id: Number(user.id), uid: user.uid, email, password: PASSWORD, firstName, lastName, token, company: null };
    if (options.memberOf) account.company = { uid: options.memberOf.uid, name: options.memberOf.name };
    else if (options.company) account.company = await this.createCompany(account, typeof options.company === 'string' ? options.company : undefined);
    if (options.organizer) await this.makeOrganizer(account);
    return account;
  }

  /** A company owned by `account`, made through POST companies (Poland, Gdańsk). */
  async createCompany(account: Account, name?: string): Promise<{ uid: string; name: string }> {
    this.polandId ??= this.request
      .get(`${API}/countries`)
      .then(async (response) => ((await response.json()) as { id: number; code: string }[]).find((country) => country.code === 'PL')!.id);
    sequence += 1;
    const companyName = name ?? `Amber Machines ${Date.now()}-${process.pid}-${sequence}`;
    const created = await this.request.post(`${API}/companies`, {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { name: companyName, countryId: await this.polandId, city: 'Gdańsk' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { uid } = (await created.json()) as { uid: string };
    return { uid, name: companyName };
  }

  /** Switches the account's company on as an organizer. */
  async makeOrganizer(account: Account): Promise<void> {
    if (!account.company) throw new Error('makeOrganizer: the account has no company');
    await this.pool.query('UPDATE companies SET is_organizer = true WHERE uid = $1', [account.company.uid]);
  }

  /**
   * An invitation from the team that runs Fairhub (no inviting person, as `npm run admin -- invite`
   * makes it; the command itself is tested in admin.commands.test.ts) to join the company named
   * `companyName` as a member, valid for a week. Returns the /register/ link's path.
   */
  async operatorInvitation(email: string, companyName: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const { rowCount } = await this.pool.query(
      `INSERT INTO invitations (uid, company_id, email, role, token_hash, expires_at)
       SELECT $1, id, $2, 'member', $3, now() + interval '7 days' FROM companies WHERE name = $4`,
      [randomBytes(12).toString('base64url'), email.toLowerCase(), hashToken(token), companyName],
    );
    if (rowCount !== 1) throw new Error(`operatorInvitation: no single company named ${companyName}`);
    return `/register/${token}`;
  }

  /** A colleague in `owner`'s company with `role`, signed in as the others. */
  colleague(owner: Account, options: Omit<AccountOptions, 'memberOf' | 'company'> & { role?: 'admin' | 'member' } = {}): Promise<Account> {
    if (!owner.company) throw new Error('colleague: the owner has no company');
    return this.create({
      label: 'colleague',
      firstName: 'Piotr',
      lastName: 'Zieliński',
      ...options,
      memberOf: { ...owner.company, role: options.role ?? 'member' },
    });
  }

  /**
   * The client's stored session for `account`: a session of its own (each browser is one, as after a
   * login; `account.token` stays the set-up calls' session) and the profile as GET profile answers it.
   */
  async sessionState(account: Account, language?: Language): Promise<SessionState> {
    const accessToken = await this.insertToken('SELECT id FROM users WHERE id = $1', [account.id]);
    const response = await this.request.get(`${API}/profile`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.status(), await response.text()).toBe(200);
    const userData = (await response.json()) as Profile;
    const user = { userData, token: { accessToken, expires_at: new Date(Date.now() + TOKEN_TTL_MS).toISOString() }, fcmToken: null };
    const localStorage: { name: string; value: string }[] = [{ name: STORAGE_KEYS.user, value: JSON.stringify(user) }];
    if (language) localStorage.push({ name: STORAGE_KEYS.language, value: language });
    return { cookies: [], origins: [{ origin: new URL(this.baseURL).origin, localStorage }] };
  }

  /**
   * Signs the page in as `account` without the login modal: the stored session is written into the
   * origin's localStorage, on an empty page of the same origin that Playwright answers itself (no
   * request reaches the server), and the next navigation starts signed in.
   */
  async signIn(page: Page, account: Account, language?: Language): Promise<void> {
    const state = await this.sessionState(account, language);
    const blank = new URL('/__e2e-session', this.baseURL).href;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>session</title><link rel="icon" href="data:,">' }),
    );
    await page.goto(blank);
    await page.evaluate((items) => {
      for (const item of items) localStorage.setItem(item.name, item.value);
    }, state.origins[0]!.localStorage);
    await page.unroute(blank);
  }

  /**
   * A second browser (own context, own storage) signed in as `account` through its storage state.
   * Its console errors and page errors are collected like the main page's: call `expectClean()` at the end.
   */
  async secondBrowser(browser: Browser, account: Account, language?: Language) {
    const context: BrowserContext = await browser.newContext({ baseURL: this.baseURL, storageState: await this.sessionState(account, language) });
    const page = await context.newPage();
    const problems = new PageProblems();
    page.on('console', (message) => problems.onConsole(message));
    page.on('pageerror', (error) => problems.onPageError(error));
    return {
      context,
      page,
      problems,
      expectClean: () => expect(problems.found, 'console errors and page errors in the second browser').toEqual([]),
    };
  }
}
