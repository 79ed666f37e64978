import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage, RuntimeConfig } from '@fairhub/shared/runtime-config';

/** A password the server's rules accept (long, not common, not the e-mail). */
export const PASSWORD = 'Amber-stand-42-Gdansk';
export const NEW_PASSWORD = 'Baltic-booth-77-Sopot';
/** The demo users' password (README). */
export const DEMO_PASSWORD = 'fairhub-demo-2026';
export const DEMO = {
  organizer: 'organizer@fairhub.test',
  exhibitor: 'exhibitor@fairhub.test',
  member: 'member@fairhub.test',
  visitor: 'visitor@fairhub.test',
} as const;

const API = '/api/client';
let sequence = 0;

/** A fresh address per call, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${Date.now()}-${process.pid}-${sequence}@e2e.fairhub.test`;
}

/**
 * Waits for the newest e-mail to `to` whose subject matches, and returns its first link whose path
 * starts with `pathPrefix` (e.g. `/confirm/`), as a path for `page.goto`.
 */
export async function linkFromOutbox(request: APIRequestContext, to: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/dev/outbox`);
        expect(response.status()).toBe(200);
        const messages = (await response.json()) as OutboxMessage[];
        for (const message of messages.filter((item) => item.to.toLowerCase() === to.toLowerCase())) {
          const found = message.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith(pathPrefix));
          if (found) {
            link = found.pathname + found.search;
            return link;
          }
        }
        return undefined;
      },
      { message: `an e-mail to ${to} with a ${pathPrefix} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

export function tokenOf(link: string): string {
  return decodeURIComponent(link.split('/').pop() ?? '');
}

/** Signs up through the API and confirms with the e-mailed link: a user who may log in, without a company. */
export async function createConfirmedUser(
  request: APIRequestContext,
  options: { label?: string; firstName?: string; lastName?: string; password?: string } = {},
): Promise<{ email: string; password: string; firstName: string; lastName: string }> {
  const email = uniqueEmail(options.label ?? 'user');
  const user = { email, password: options.password ?? PASSWORD, firstName: options.firstName ?? 'Marta', lastName: options.lastName ?? 'Kowalska' };
  const registered = await request.post(`${API}/register`, { data: { ...user, acceptTerms: true, language: 'en' } });
  expect(registered.status(), await registered.text()).toBe(202);
  const link = await linkFromOutbox(request, email, '/confirm/');
  const confirmed = await request.post(`${API}/confirm`, { data: { token: tokenOf(link), password: user.password } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  // Confirming signs in; the journeys log in themselves.
  const { token } = (await confirmed.json()) as { token: { access_token: string } };
  await request.post(`${API}/logout`, { headers: { authorization: `Bearer ${token.access_token}` } });
  return user;
}

/** The password grant with the client credentials the server hands to the SPA. */
export async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const config = (await (await request.get(`${API}/config`)).json()) as RuntimeConfig;
  const response = await request.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret, username: email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The status the token endpoint gives these credentials (200 good, 400 invalid_grant). */
export async function tokenStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const config = (await (await request.get(`${API}/config`)).json()) as RuntimeConfig;
  const response = await request.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret, username: email, password },
  });
  return response.status();
}

/** A confirmed user who owns a fresh company (created through the onboarding endpoint). */
export async function createUserWithCompany(request: APIRequestContext, options: { label?: string } = {}) {
  const user = await createConfirmedUser(request, { label: options.label ?? 'owner' });
  const token = await accessToken(request, user.email, user.password);
  const countries = (await (await request.get(`${API}/countries`)).json()) as { id: number; code: string }[];
  const poland = countries.find((country) => country.code === 'PL');
  expect(poland, 'Poland in GET countries').toBeTruthy();
  const companyName = `Amber Machines ${Date.now()}-${process.pid}-${++sequence}`;
  const created = await request.post(`${API}/companies`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: companyName, countryId: poland!.id, city: 'Gdańsk' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...user, companyName };
}

/** Revokes a token on the server, as logging out elsewhere would. */
export async function revokeToken(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post(`${API}/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}

const execFileAsync = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `npm run admin -- invite` against the e2e server's embedded PostgreSQL: the CLI finds the cluster
 * running in the same data folder (its port is in the folder's postmaster.pid). Returns the
 * invitation link's path.
 */
export async function inviteWithCli(email: string, company: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const port = Number(process.env.E2E_PORT);
  const { stdout } = await execFileAsync('npx', ['tsx', 'apps/server/src/cli/admin.ts', 'invite', '--email', email, '--company', company], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    timeout: 30_000,
  });
  const match = /https?:\/\/\S+\/register\/\S+/.exec(stdout);
  if (!match) throw new Error(`no invitation link in the CLI output:\n${stdout}`);
  return new URL(match[0]).pathname;
}

/**
 * `npm run admin -- promote-organizer` against the e2e server's embedded PostgreSQL: the company
 * (its name or uid) becomes an organizer, as the team that runs Fairhub would switch it on.
 */
export async function promoteOrganizerWithCli(company: string): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  await execFileAsync('npx', ['tsx', 'apps/server/src/cli/admin.ts', 'promote-organizer', '--company', company], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(Number(process.env.E2E_PORT)), NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    timeout: 30_000,
  });
}
