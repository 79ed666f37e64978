import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API_BASE } from '@fairhub/shared/constants';
import type { OutboxMessage } from '@fairhub/shared/runtime-config';
import type { Problem } from '@fairhub/shared/problem';
import type { TokenResponse } from '@fairhub/shared/auth';
import type { Company } from '@fairhub/shared/companies';
import { TEST_CLIENT, type TestApp } from './test-app.ts';
import { createInvitation } from '../src/modules/invitations/invitations.service.ts';
import { createAccessToken } from '../src/modules/auth/auth.service.ts';
import { insertUser } from '../src/modules/auth/users.repository.ts';
import { notify } from '../src/modules/notifications/notifications.service.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { newUid } from '../src/lib/random.ts';
import type { CompanyRole } from '../src/modules/companies/companies.repository.ts';

export const POLAND = 616;
export const GERMANY = 276;
export const UNITED_STATES = 840;
export const DEFAULT_PASSWORD = 'Trade-fair stand 42!';
/** A NIP with a valid check digit. */
export const VALID_NIP = '5261040828';

/** `/api/client/<path>` */
export const api = (path: string) => `${API_BASE}/${path.replace(/^\//, '')}`;

let counter = 0;
/** A fresh e-mail address, unique across the run. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The response body as JSON. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** Asserts an RFC 9457 problem answer and returns its body. */
export function expectProblem(response: LightMyRequestResponse, status: number, code?: string): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = json<Problem>(response);
  expect(body).toMatchObject({ type: expect.stringMatching(/^https:\/\//), title: expect.any(String), status, detail: expect.any(String) });
  if (code !== undefined) expect(body.code).toBe(code);
  return body;
}

/** Asserts a 400 validation problem naming `field` with `code`; every field error has field, code and message. */
export function expectFieldError(response: LightMyRequestResponse, field: string, code: string) {
  const body = expectProblem(response, 400, 'validation_failed');
  expect(body.errors?.length).toBeGreaterThan(0);
  for (const error of body.errors ?? []) expect(error).toEqual({ field: expect.any(String), code: expect.any(String), message: expect.any(String) });
  expect(body.errors).toContainEqual(expect.objectContaining({ field, code }));
  return body;
}

/** The latest e-mails, newest first, as GET dev/outbox shows them (read directly: with SMTP_URL set the API hides them). */
export async function readOutbox(t: TestApp): Promise<OutboxMessage[]> {
  const rows = await t.ctx.mailer.listOutbox(50);
  return rows.map((row) => ({ uid: row.uid, to: row.to, subject: row.subject, text: row.text, links: row.links, createdAt: row.createdAt.toISOString() }));
}

/** The newest e-mail to `email` whose link contains `/<kind>/`, and the token in that link. */
export async function latestLink(t: TestApp, email: string, kind: 'confirm' | 'reset' | 'register') {
  const messages = await readOutbox(t);
  const message = messages.find((m) => m.to === email.toLowerCase() && m.links.some((link) => link.includes(`/${kind}/`)));
  if (!message) throw new Error(`No ${kind} e-mail to ${email} in the outbox`);
  const url = message.links.find((link) => link.includes(`/${kind}/`))!;
  return { message, url, token: url.slice(url.lastIndexOf('/') + 1) };
}

export interface RegisterBody {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  acceptTerms: boolean;
  language?: 'en' | 'pl';
}

export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return { email: uniqueEmail(), firstName: 'Anna', lastName: 'Nowak', password: DEFAULT_PASSWORD, acceptTerms: true, ...overrides };
}

export function postRegister(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: api('register'), payload: body as object, headers });
}

export function requestToken(t: TestApp, fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: api('oauth/token'), payload: { grant_type: 'password', ...TEST_CLIENT, ...fields }, headers });
}

/** Logs in and returns the token answer (fails the test when login fails). */
export async function login(t: TestApp, email: string, password = DEFAULT_PASSWORD) {
  const response = await requestToken(t, { username: email, password });
  expect(response.statusCode, response.body).toBe(200);
  return json<TokenResponse>(response);
}

/** Registers and confirms through the e-mailed link; does not log in. */
export async function registerConfirmed(t: TestApp, overrides: Partial<RegisterBody> = {}) {
  const body = registerBody(overrides);
  const registered = await postRegister(t, body);
  expect(registered.statusCode, registered.body).toBe(202);
  const { token } = await latestLink(t, body.email, 'confirm');
  const confirmed = await t.app.inject({ method: 'POST', url: api('confirm'), payload: { token, password: body.password } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // Confirming signs the new account in; tests start from a confirmed account without sessions.
  const session = json<{ token: TokenResponse }>(confirmed).token;
  await t.app.inject({ method: 'POST', url: api('logout'), headers: bearer(session.access_token) });
  return body;
}

export interface SignedInUser extends RegisterBody {
  token: string;
  headers: { authorization: string };
  uid: string;
}

/** Registers, confirms, logs in. */
export async function signUp(t: TestApp, overrides: Partial<RegisterBody> = {}): Promise<SignedInUser> {
  const body = await registerConfirmed(t, overrides);
  const { access_token } = await login(t, body.email, body.password);
  const profile = await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(access_token) });
  return { ...body, email: body.email.toLowerCase(), token: access_token, headers: bearer(access_token), uid: json<{ uid: string }>(profile).uid };
}

const passwordHashes = new Map<string, Promise<string>>();

/** One argon2 hash per password for the whole test process (a hash verifies whoever it is stored for). */
function hashOnce(password: string) {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

/**
 * The user signUp ends with — confirmed, welcomed, with the session a login gives — written straight
 * to the database: no password scoring, no hashing beyond one per password per process, no e-mails.
 * For tests whose subject is not sign-up, confirmation or login (auth.test.ts walks those with signUp).
 */
export async function signedInUser(t: TestApp, overrides: Partial<RegisterBody> = {}): Promise<SignedInUser> {
  const body = registerBody(overrides);
  const email = body.email.toLowerCase();
  const passwordHash = await hashOnce(body.password);
  const user = await t.db.transaction(async (tx) => {
    const inserted = await insertUser(tx, {
      uid: newUid(),
      email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      language: body.language ?? 'en',
      emailConfirmedAt: new Date(),
    });
    await notify(tx, inserted.id, 'welcome', { firstName: inserted.firstName });
    return inserted;
  });
  const { access_token } = await createAccessToken(t.ctx, user.id, { userAgent: 'lightMyRequest', ip: '127.0.0.1' });
  return { ...body, email, token: access_token, headers: bearer(access_token), uid: user.uid };
}

export function companyBody(overrides: Record<string, unknown> = {}) {
  return { name: `Expo Partners ${randomBytes(3).toString('hex')}`, countryId: POLAND, city: 'Poznań', ...overrides };
}

export function postCompany(t: TestApp, token: string, body: unknown) {
  return t.app.inject({ method: 'POST', url: api('companies'), headers: bearer(token), payload: body as object });
}

export async function createCompany(t: TestApp, user: SignedInUser, overrides: Record<string, unknown> = {}) {
  const response = await postCompany(t, user.token, companyBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json<Company>(response);
}

/** A signed-in user who owns a fresh company. */
export async function signUpWithCompany(t: TestApp, overrides: Partial<RegisterBody> = {}) {
  const user = await signUp(t, overrides);
  const company = await createCompany(t, user);
  return { user, company };
}

/** A signed-in user (signedInUser's fast path) who owns a fresh company, made through POST companies. */
export async function signedInWithCompany(t: TestApp, overrides: Partial<RegisterBody> = {}) {
  const user = await signedInUser(t, overrides);
  const company = await createCompany(t, user);
  return { user, company };
}

async function userIdOf(t: TestApp, email: string) {
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email.toLowerCase()]);
  return Number(rows[0]!.id);
}

async function companyIdOf(t: TestApp, uid: string) {
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM companies WHERE uid = $1', [uid]);
  return Number(rows[0]!.id);
}

/** An invitation from `inviter` (an owner of `company`) to `email`; returns the link token. */
export async function invite(t: TestApp, inviter: SignedInUser, company: Company, email: string, role: CompanyRole = 'member') {
  const inviterId = await userIdOf(t, inviter.email);
  const companyId = await companyIdOf(t, company.uid);
  const url = await t.db.transaction((tx) =>
    createInvitation(t.ctx, tx, {
      companyId,
      companyName: company.name,
      email,
      role,
      invitedBy: { id: inviterId, firstName: inviter.firstName, lastName: inviter.lastName },
    }),
  );
  return { url, token: url.slice(url.lastIndexOf('/') + 1) };
}

/** Runs raw SQL on the test app's database (to move expiry dates, inspect stored rows). */
export function query<R extends Record<string, unknown> = Record<string, unknown>>(t: TestApp, text: string, values: unknown[] = []) {
  return t.pool.query<R>(text, values);
}

export const isoUtc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
