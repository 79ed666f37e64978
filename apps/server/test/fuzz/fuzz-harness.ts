import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { API_BASE } from '@fairhub/shared/constants';
import type { RouteRecord } from '../../src/plugins/route-table.ts';
import { createTestApp, TEST_CLIENT, type TestApp } from '../test-app.ts';
import { api, bearer, DEFAULT_PASSWORD, invite, json, signedInUser, signedInWithCompany } from '../helpers.ts';
import {
  addExhibitor,
  createEvent,
  createOrganizerCompany,
  createPerson,
  createVenue,
  ensureCodes,
  FIXTURE_CODES,
  makePersonPublic,
} from '../catalogue-fixtures.ts';
import { makeImage, uploadImage } from '../uploads.ts';
import { requestArbitrary, shorten, uploadBodyPart, type FuzzRequest, type FuzzTarget, type RequestOptions } from './fuzz-requests.ts';
import { toJsonSchema, type Hints } from './schema-arbitraries.ts';

/**
 * The fuzzer's world: the app on its own database (with a built-page stub, so the SPA fallback and
 * link previews run too), a small catalogue, the callers, captured error logs, and the runner that
 * sends generated requests and checks every answer.
 */

export const CALLER_KINDS = ['anonymous', 'noCompany', 'owner'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

export interface Caller {
  kind: CallerKind;
  email?: string;
  password?: string;
  token?: string;
  uid?: string;
  companyUid?: string;
}

export const OAUTH_TOKEN_ROUTE = `POST ${API_BASE}/oauth/token`;

// ---------------------------------------------------------------------------------------------
// Logged errors

export interface LoggedError {
  requestId?: string;
  message: string;
  stack?: string;
  msg?: string;
}

/**
 * Catches what the app logs at level error (its logger writes JSON lines to a pino destination):
 * each error with its request id, so a 5xx answer is reported with the error and stack behind it.
 */
function captureErrorLogs(t: TestApp) {
  const byRequest = new Map<string, LoggedError[]>();
  const unattributed: LoggedError[] = [];
  const logger = t.app.log as unknown as Record<symbol, unknown>;
  let holder: object | null = logger;
  let streamSymbol: symbol | undefined;
  while (holder && !streamSymbol) {
    streamSymbol = Object.getOwnPropertySymbols(holder).find((symbol) => symbol.description === 'pino.stream');
    holder = Object.getPrototypeOf(holder) as object | null;
  }
  const stream = streamSymbol ? (logger[streamSymbol] as { write: (line: string) => boolean } | undefined) : undefined;
  if (!stream) throw new Error('Cannot find the logger stream to capture errors (is LOG_LEVEL silent?)');
  stream.write = (line: string) => {
    for (const text of String(line).split('\n').filter(Boolean)) {
      let entry: { level?: number; reqId?: string; requestId?: string; err?: { message?: string; stack?: string; type?: string }; msg?: string };
      try {
        entry = JSON.parse(text) as typeof entry;
      } catch {
        unattributed.push({ message: text });
        continue;
      }
      if ((entry.level ?? 0) < 50) continue;
      const requestId = entry.requestId ?? entry.reqId;
      const logged: LoggedError = { requestId, message: entry.err?.message ?? entry.msg ?? 'error', stack: entry.err?.stack, msg: entry.msg };
      if (requestId) byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), logged]);
      else unattributed.push(logged);
    }
    return true;
  };
  return {
    take(requestId: string | undefined) {
      if (!requestId) return [];
      const found = byRequest.get(requestId) ?? [];
      byRequest.delete(requestId);
      return found;
    },
    /** Errors logged for requests that answered below 500 (such as a failed background write), and ones without a request. */
    leftovers() {
      return [...unattributed, ...[...byRequest.values()].flat()];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The world

const PAGE_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Fuzz" />\n    <title>Fuzz</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

export interface World {
  t: TestApp;
  callers: Record<CallerKind, Caller>;
  known: Record<string, string[]>;
  hints: Record<CallerKind, Hints>;
  images: Record<string, Buffer>;
  logs: ReturnType<typeof captureErrorLogs>;
  close(): Promise<void>;
}

/** The app, built with error logging on (captured) and rate limits out of the way, on a fresh database. */
export async function createFuzzApp() {
  const dist = mkdtempSync(join(tmpdir(), 'fairhub-fuzz-web-'));
  writeFileSync(join(dist, 'index.html'), PAGE_HTML);
  const t = await createTestApp({ LOG_LEVEL: 'error', RATE_LIMIT_MAX: '10000000' }, { webDist: dist });
  const logs = captureErrorLogs(t);
  return { t, logs, dist };
}

export async function createCaller(t: TestApp, kind: CallerKind): Promise<Caller> {
  if (kind === 'anonymous') return { kind };
  if (kind === 'noCompany') {
    const user = await signedInUser(t);
    return { kind, email: user.email, password: user.password, token: user.token, uid: user.uid };
  }
  const { user, company } = await signedInWithCompany(t);
  return { kind, email: user.email, password: user.password, token: user.token, uid: user.uid, companyUid: company.uid };
}

/** Is the caller still what it stands for: signed in, without a company, or owner of one. */
export async function callerIntact(t: TestApp, caller: Caller) {
  if (caller.kind === 'anonymous') return true;
  if (!caller.token) return false;
  const response = await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(caller.token) });
  if (response.statusCode !== 200) return false;
  const profile = json<{ uid: string; company: { uid: string; role: string } | null }>(response);
  return caller.kind === 'noCompany' ? profile.company === null : profile.company?.role === 'owner' && profile.company.uid === caller.companyUid;
}

/**
 * Puts a caller back in shape after a request that may have used it up: a new token when its
 * account still stands as it was (after logout), else a brand-new account of the same kind.
 */
export async function renewCaller(t: TestApp, caller: Caller, { checkPassword = false } = {}): Promise<'none' | 'token' | 'account'> {
  if ((await callerIntact(t, caller)) && (!checkPassword || (await passwordWorks(t, caller)))) return 'none';
  if (caller.email && caller.password) {
    const response = await harnessLogin(t, caller.email, caller.password);
    if (response.statusCode === 200) {
      caller.token = json<{ access_token: string }>(response).access_token;
      if (await callerIntact(t, caller)) return 'token';
    }
  }
  Object.assign(caller, await createCaller(t, caller.kind));
  return 'account';
}

let harnessLogins = 0;
/**
 * The harness's own logins (renewing a caller, checking its password) come each from an address of
 * their own: a login that fails on purpose (a deleted account, a changed password) then never counts
 * towards the login limits of another.
 */
function harnessLogin(t: TestApp, username: string, password: string) {
  harnessLogins += 1;
  return t.app.inject({
    method: 'POST',
    url: api('oauth/token'),
    payload: { grant_type: 'password', ...TEST_CLIENT, username, password },
    remoteAddress: `172.16.${(harnessLogins >> 8) & 255}.${harnessLogins & 255}`,
  });
}

/** Can the caller still log in with the password it holds (a password change may have replaced it)? */
async function passwordWorks(t: TestApp, caller: Caller) {
  if (!caller.email || !caller.password) return true;
  const response = await harnessLogin(t, caller.email, caller.password);
  return response.statusCode === 200;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function createWorld(): Promise<World> {
  const { t, logs, dist } = await createFuzzApp();
  await ensureCodes(t);
  const organizer = await createOrganizerCompany(t, { name: 'Fuzz Expo Gdańsk', city: 'Gdańsk', description: 'Targi nad morzem' });
  const venue = await createVenue(t, { company: organizer, name: 'AmberExpo', city: 'Gdańsk', latitude: 54.39, longitude: 18.64 });
  const event = await createEvent(t, { organizer, venue, title: 'Baltic Metal Expo', codes: ['25.11', 'C'] });
  await addExhibitor(t, event, organizer, { stand: 'A1' });
  const person = await createPerson(t, { company: organizer, firstName: 'Łucja', lastName: 'Żak' });
  await makePersonPublic(t, person, { jobTitle: 'Buyer', bio: 'Metal' });

  const noCompany = await createCaller(t, 'noCompany');
  const { user: ownerUser, company: ownerCompany } = await signedInWithCompany(t);
  const owner: Caller = {
    kind: 'owner',
    email: ownerUser.email,
    password: ownerUser.password,
    token: ownerUser.token,
    uid: ownerUser.uid,
    companyUid: ownerCompany.uid,
  };
  const callers: Record<CallerKind, Caller> = { anonymous: { kind: 'anonymous' }, noCompany, owner };
  const created = async (path: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: api(path), headers: ownerUser.headers, payload });
    if (response.statusCode !== 201) throw new Error(`Setting up the fuzz world: POST ${path} answered ${response.statusCode} ${response.body}`);
    return json<{ uid: string }>(response).uid;
  };
  const upload = await uploadImage(t, ownerUser.headers, 'product');
  // A few of each, so a generated DELETE (or a method turned into DELETE) leaves some to work on.
  const products: string[] = [];
  const offers: string[] = [];
  for (const n of [1, 2, 3, 4]) {
    products.push(
      await created('products', {
        name: `Fuzz product ${n}`,
        status: n % 2 ? 'published' : 'draft',
        price: '12.50',
        currency: 'EUR',
        codes: ['25.11'],
        images: [upload.uid],
      }),
    );
    offers.push(await created('offers', { kind: 'offer', title: `Fuzz offer ${n}`, status: n % 2 ? 'active' : 'draft' }));
  }
  const invitation = await created('companies/mine/invitations', { email: 'fuzz.invitee@example.com', role: 'member' });
  const { token: invitationToken } = await invite(t, ownerUser, ownerCompany, 'fuzz.link@example.com');

  const images = {
    png: await makeImage('png', 32, 24),
    jpeg: await makeImage('jpeg', 32, 24),
    webp: await makeImage('webp', 24, 32),
    gif: await makeImage('gif', 16, 16),
  };
  const emails = [owner.email!, callers.noCompany.email!];
  const codes = FIXTURE_CODES.map((code) => code.code);
  const uploads: Record<CallerKind, { avatar: string[]; logo: string[]; product: string[] }> = {
    anonymous: { avatar: [], logo: [], product: [] },
    noCompany: {
      avatar: [(await uploadImage(t, bearer(noCompany.token!), 'avatar')).uid],
      logo: [(await uploadImage(t, bearer(noCompany.token!), 'logo')).uid],
      product: [],
    },
    owner: {
      avatar: [(await uploadImage(t, ownerUser.headers, 'avatar')).uid],
      logo: [(await uploadImage(t, ownerUser.headers, 'logo')).uid],
      product: [upload.uid],
    },
  };
  const allUploads = Object.values(uploads).flatMap((kinds) => Object.values(kinds).flat());
  /** The caller's own uploads of a kind, and now and then someone else's. */
  const uploadOf = (kind: CallerKind, uploadKind: 'avatar' | 'logo' | 'product') => {
    const own = uploads[kind][uploadKind];
    return own.length > 0
      ? fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fc.constantFrom(...allUploads) })
      : fc.constantFrom(...allUploads);
  };
  const day = 24 * 60 * 60 * 1000;
  const future = fc.integer({ min: 1, max: 3_000 }).map((days) => new Date(Date.now() + days * day));
  const hintsFor = (kind: CallerKind): Hints => ({
    fields: {
      email: fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...emails) },
        { weight: 2, arbitrary: fc.emailAddress().filter((email) => email.length <= 254) },
        { weight: 3, arbitrary: fc.nat().map((n) => `fuzz.${n}@example.com`) },
      ),
      username: fc.oneof(fc.constantFrom(...emails), fc.emailAddress()),
      password: fc.oneof(
        fc.constant(DEFAULT_PASSWORD),
        fc.string({ unit: 'grapheme', minLength: 10, maxLength: 40 }).filter((text) => text.trim().length >= 10),
      ),
      currentPassword: fc.constant(DEFAULT_PASSWORD),
      grant_type: fc.constantFrom('password', 'password', 'password', 'client_credentials', 'refresh_token'),
      client_id: fc.constant(TEST_CLIENT.client_id),
      client_secret: fc.oneof({ weight: 5, arbitrary: fc.constant(TEST_CLIENT.client_secret) }, { weight: 1, arbitrary: fc.constant('wrong-secret') }),
      countryId: fc.constantFrom(616, 616, 276, 840),
      id: fc.constantFrom(616, 276, 840),
      country: fc.constantFrom('PL', 'de', 'US'),
      targetCountryIds: fc.uniqueArray(fc.constantFrom(616, 276, 840, 4), { maxLength: 3 }),
      codes: fc.uniqueArray(fc.constantFrom(...codes), { maxLength: 4 }),
      code: fc.constantFrom(...codes),
      parent: fc.constantFrom('C', '25', '25.1', 'J'),
      images: fc.uniqueArray(uploadOf(kind, 'product'), { maxLength: 2 }),
      logo: uploadOf(kind, 'logo'),
      avatar: fc.oneof(uploadOf(kind, 'avatar'), fc.constant(null)),
      validUntil: fc.oneof(
        { weight: 4, arbitrary: future.map((date) => date.toISOString()) },
        { weight: 2, arbitrary: future.map(isoDay) },
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('2020-01-01', '2030-02-30', '2026-09-30T18:00:00+02:00') },
      ),
      from: fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map(isoDay),
      to: fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map(isoDay),
      price: fc.oneof(
        fc.constantFrom('12.50', '0', '19.9', '9999999999.99', null),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
      ),
      currency: fc.constantFrom('EUR', 'PLN', 'USD', 'eur', null),
      phone: fc.constantFrom('+48 600 700 800', '+1 (555) 010-0000', '+4915112345678', '', null),
      languages: fc.uniqueArray(fc.constantFrom('en', 'pl', 'de', 'uk', 'fr'), { maxLength: 4 }),
      website: fc.oneof(
        fc.webUrl({ validSchemes: ['https', 'http'] }).filter((url) => url.length <= 2048),
        fc.constant('https://example.com/expo'),
      ),
      vatId: fc.constantFrom('5261040828', 'PL5261040828'),
      sizeBand: fc.constantFrom('1-9', '10-49', '50-249', '250+'),
      organizer: fc.constantFrom(organizer.uid),
      token: fc.constantFrom(invitationToken),
      uids: fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{12,16}$/), { maxLength: 3 }),
      q: fc.oneof(
        fc.constantFrom('expo', 'metal', 'Baltic', 'Gdańsk', '25.11', 'Łucja', 'fuzz', 'metal & expo', 'ex'),
        fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== ''),
      ),
      city: fc.constantFrom('Gdańsk', 'Poznań', 'Łódź', 'gdansk'),
    },
    fixObject(value) {
      // A price and a currency go together; a date range does not end before it starts.
      const fixed = { ...value };
      const has = (key: string) => fixed[key] !== undefined && fixed[key] !== null && fixed[key] !== '';
      if (typeof fixed.from === 'string' && typeof fixed.to === 'string' && fixed.from > fixed.to) [fixed.from, fixed.to] = [fixed.to, fixed.from];
      if ('price' in fixed || 'currency' in fixed) {
        if (has('price') && !has('currency')) fixed.currency = 'PLN';
        if (has('currency') && !has('price')) fixed.price = '10.00';
      }
      return fixed;
    },
  });
  const hints: Record<CallerKind, Hints> = { anonymous: hintsFor('anonymous'), noCompany: hintsFor('noCompany'), owner: hintsFor('owner') };
  const known: Record<string, string[]> = {
    'events/:uid': [event.uid],
    'venues/:uid': [venue.uid],
    'organizers/:uid': [organizer.uid, owner.companyUid!],
    'companies/:uid': [organizer.uid, owner.companyUid!],
    'people/:uid': [person.uid, owner.uid!],
    'products/:uid': products,
    'offers/:uid': offers,
    'invitations/:uid': [invitation],
    'members/:uid': ['@self', owner.uid!],
    'invitations/mine/:uid': [invitation],
    'invitations/:token': [invitationToken],
    'countries/:id': ['616', '276', '840'],
    'codes/:code': codes,
    'media/:file': [`${upload.uid}.webp`],
    'sitemaps/:file': ['static.xml', 'events-1.xml', 'venues-1.xml', 'organizers-1.xml', 'events-2.xml'],
    'events/:uid/:slug': [event.slug],
  };
  return {
    t,
    callers,
    known,
    hints,
    images,
    logs,
    async close() {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Targets

/** The route table entry as a fuzz target; the upload route takes multipart, routes without a body schema none. */
export function targetOf(route: RouteRecord): FuzzTarget {
  const key = `${route.method} ${route.url}`;
  return {
    key,
    method: route.method,
    url: route.url,
    params: toJsonSchema(route.schema.params),
    querystring: toJsonSchema(route.schema.querystring),
    body: toJsonSchema(route.schema.body),
    bodyKind: key === `POST ${API_BASE}/uploads` ? 'multipart' : route.schema.body ? 'json' : 'none',
  };
}

/**
 * Addresses no route owns, answered by the not-found handler: the built page with link previews
 * (events, venues, organizers, people), other pages, and unknown API paths.
 */
export const FALLBACK_TARGETS: FuzzTarget[] = [
  { key: 'GET /events/:uid/:slug (page)', method: 'GET', url: '/events/:uid/:slug', bodyKind: 'none' },
  { key: 'GET /events/:uid (page)', method: 'GET', url: '/events/:uid', bodyKind: 'none' },
  { key: 'GET /venues/:uid (page)', method: 'GET', url: '/venues/:uid', bodyKind: 'none' },
  { key: 'GET /organizers/:uid (page)', method: 'GET', url: '/organizers/:uid', bodyKind: 'none' },
  { key: 'GET /companies/:uid (page)', method: 'GET', url: '/companies/:uid', bodyKind: 'none' },
  { key: 'GET /people/:uid (page)', method: 'GET', url: '/people/:uid', bodyKind: 'none' },
  { key: 'GET /:page (page)', method: 'GET', url: '/:page', bodyKind: 'none' },
  { key: `POST ${API_BASE}/:unknown (not found)`, method: 'POST', url: `${API_BASE}/:unknown`, bodyKind: 'none' },
];

/** Known good values for a target's path parameters, by the segment before them (`events/:uid`). */
export function knownParamsFor(target: FuzzTarget, world: World): Record<string, string[]> {
  const segments = target.url.split('/');
  const known: Record<string, string[]> = {};
  segments.forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    const values =
      world.known[segments.slice(Math.max(0, index - 2), index + 1).join('/')] ?? world.known[segments.slice(Math.max(0, index - 1), index + 1).join('/')];
    if (values) known[segment.slice(1)] = values;
  });
  return known;
}

export function requestOptionsFor(target: FuzzTarget, world: World, kind: CallerKind): RequestOptions {
  const options: RequestOptions = { hints: world.hints[kind], knownParams: knownParamsFor(target, world) };
  if (target.bodyKind === 'multipart') options.body = uploadBodyPart(world.images);
  if (target.url.endsWith('/*'))
    options.paramValues = { '*': fc.constantFrom('index.html', 'swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png', 'x.js', 'a/b/c') };
  if (target.url === '/:page')
    options.paramValues = {
      page: fc.constantFrom('events', 'venues', 'organizers', 'codes', 'search', 'panel', 'login', 'stuff', 'robots.txt', 'favicon.ico', 'index.html'),
    };
  return options;
}

// ---------------------------------------------------------------------------------------------
// Sending and checking

export interface Outcome {
  status: number | 'timeout' | 'not sent';
  contentType: string;
  body: string;
  requestId?: string;
  errors: LoggedError[];
  problem?: string;
}

const ANSWER_TIMEOUT_MS = 15_000;

/** The developer outbox answers only callers on this machine. */
const LOCAL_ONLY = /\/dev\/outbox/;

let sent = 0;
/**
 * Each fuzz request comes from its own address (10.x.y.z), never from the address the helpers log in
 * from (127.0.0.1): the per-address login and rate limits then neither stop the fuzzer's requests
 * before they reach the code behind them, nor lock the harness out when it renews a caller.
 */
function nextAddress() {
  sent += 1;
  return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
}

export async function send(world: World, request: FuzzRequest, caller: Caller): Promise<Outcome> {
  const headers: Record<string, string> = { ...(caller.token ? bearer(caller.token) : {}), ...request.headers };
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  const url = request.url.replaceAll('%40self', caller.uid ?? 'nobody');
  // The live stream never ends by itself: its answer counts once its status and headers are there.
  const streaming = request.method === 'GET' && request.path.replace(/\/+$/, '') === STREAM_PATH;
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      world.t.app.inject({
        method: request.method as 'GET',
        url,
        headers,
        payload: request.body?.payload,
        remoteAddress: LOCAL_ONLY.test(request.path) ? '127.0.0.1' : nextAddress(),
        ...(streaming ? { payloadAsStream: true } : {}),
      }),
      new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), ANSWER_TIMEOUT_MS);
      }),
    ]);
    if (answer === 'timeout') return { status: 'timeout', contentType: '', body: '', errors: [] };
    if (streaming) return await streamOutcomeOf(world, answer);
    return outcomeOf(world, answer);
  } catch (error) {
    return { status: 'not sent', contentType: '', body: '', errors: [], problem: `inject threw: ${(error as Error).message}` };
  } finally {
    clearTimeout(timer);
  }
}

const STREAM_PATH = `${API_BASE}/stream`;

/** An answer injected with `payloadAsStream`: an event stream is left unread (and closed); any other answer is read whole. */
async function streamOutcomeOf(world: World, response: LightMyRequestResponse): Promise<Outcome> {
  const contentType = String(response.headers['content-type'] ?? '');
  const stream = response.stream();
  let body = '';
  if (/^text\/event-stream/.test(contentType)) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  const requestId = typeof response.headers['x-request-id'] === 'string' ? response.headers['x-request-id'] : undefined;
  return { status: response.statusCode, contentType, body, requestId, errors: world.logs.take(requestId) };
}

function outcomeOf(world: World, response: LightMyRequestResponse): Outcome {
  const requestId = typeof response.headers['x-request-id'] === 'string' ? response.headers['x-request-id'] : undefined;
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
    requestId,
    errors: world.logs.take(requestId),
  };
}

/** What is wrong with an answer, or null: a 5xx, no answer, or (for API routes) a 4xx that is not problem JSON. */
export function violationOf(target: FuzzTarget, request: FuzzRequest, outcome: Outcome): string | null {
  if (outcome.status === 'timeout') return `no answer within ${ANSWER_TIMEOUT_MS / 1000} s`;
  if (outcome.status === 'not sent') return outcome.problem ?? 'not sent';
  if (outcome.status >= 500) return `answered ${outcome.status}`;
  const isApi = request.path.startsWith(`${API_BASE}/`) || request.path === API_BASE;
  if (!isApi || outcome.status < 400) return null;
  const isProblem = /^application\/problem\+json/.test(outcome.contentType);
  if (request.method === 'HEAD')
    return isProblem ? null : `HEAD ${outcome.status} with content-type ${JSON.stringify(outcome.contentType)}, not application/problem+json`;
  if (target.key === OAUTH_TOKEN_ROUTE && request.method === 'POST') {
    // RFC 6749 errors; framework-level refusals (body not JSON, too large, rate limited) are problem JSON.
    const body = safeJson(outcome.body) as { error?: unknown } | undefined;
    if (/^application\/json/.test(outcome.contentType) && typeof body?.error === 'string') return null;
    if (isProblem && isProblemBody(safeJson(outcome.body), outcome.status)) return null;
    return `${outcome.status} is neither RFC 6749 {error} nor problem JSON: ${JSON.stringify(outcome.contentType)} ${shorten(outcome.body, 200)}`;
  }
  if (!isProblem)
    return `${outcome.status} with content-type ${JSON.stringify(outcome.contentType)}, not application/problem+json: ${shorten(outcome.body, 200)}`;
  if (!isProblemBody(safeJson(outcome.body), outcome.status)) return `${outcome.status} problem JSON without type/title/status: ${shorten(outcome.body, 200)}`;
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isProblemBody(body: unknown, status: number) {
  const problem = body as { type?: unknown; title?: unknown; status?: unknown } | undefined;
  return typeof problem?.type === 'string' && typeof problem.title === 'string' && problem.status === status;
}

/** One line that tells failures apart: the logged error and the first app frame of its stack, or the kind of answer. */
export function signatureOf(violation: string, outcome: Outcome) {
  const error = outcome.errors[0];
  if (error) {
    const frame =
      error.stack
        ?.split('\n')
        .find((line) => line.includes('/apps/server/src/'))
        ?.trim() ??
      error.stack?.split('\n')[1]?.trim() ??
      '';
    return `${outcome.status} ${error.message.split('\n')[0]!.replace(/\d+/g, 'N').slice(0, 160)} @ ${frame.replace(/:\d+:\d+\)?$/, '')}`;
  }
  if (typeof outcome.status !== 'number') return violation.slice(0, 60);
  const body = safeJson(outcome.body) as { code?: unknown } | undefined;
  const code = typeof body?.code === 'string' ? body.code : '';
  return `${outcome.status} ${code} ${outcome.status >= 500 ? '' : `not problem JSON (${outcome.contentType.split(';')[0]})`}`.trim();
}

// ---------------------------------------------------------------------------------------------
// Running

export interface Failure {
  route: string;
  caller: CallerKind;
  violation: string;
  signature: string;
  request: string;
  status: Outcome['status'];
  responseBody: string;
  loggedErrors: LoggedError[];
  seed: number;
  path: string | null;
  numShrinks: number;
}

export interface PairStats {
  route: string;
  caller: CallerKind;
  requests: number;
  statuses: Record<string, number>;
  /** Statuses of the requests that were valid per schema in every part. */
  validStatuses: Record<string, number>;
  failures: Failure[];
  renewals: { token: number; account: number };
  ms: number;
}

/** What to do with the caller after each request: nothing (shared), or check it and renew it when used up. */
export type CallerPolicy = 'shared' | 'renew' | 'renew-checking-password';

export class FuzzViolation extends Error {
  constructor(
    readonly violation: string,
    readonly signature: string,
    readonly outcome: Outcome,
  ) {
    super(`${violation}${outcome.errors.length > 0 ? `\nlogged: ${outcome.errors.map((error) => error.stack ?? error.message).join('\n')}` : ''}`);
  }
}

/**
 * Runs `numRuns` requests for one route and caller. A violation stops fast-check, which shrinks it to
 * a smallest request; the run then goes on (with the remaining budget) looking for violations with
 * other signatures, so one run reports every distinct failure rather than only the first.
 */
export async function fuzzPair(
  world: World,
  target: FuzzTarget,
  caller: Caller,
  options: { seed: number; numRuns: number; policy: CallerPolicy; maxFailures?: number },
): Promise<PairStats> {
  const started = Date.now();
  const stats: PairStats = {
    route: target.key,
    caller: caller.kind,
    requests: 0,
    statuses: {},
    validStatuses: {},
    failures: [],
    renewals: { token: 0, account: 0 },
    ms: 0,
  };
  const arbitrary = requestArbitrary(target, requestOptionsFor(target, world, caller.kind));
  const seen = new Set<string>();
  let remaining = options.numRuns;
  let round = 0;
  while (remaining > 0 && stats.failures.length < (options.maxFailures ?? 8)) {
    const seed = (options.seed + round * 7919) | 0;
    const details = await fc.check(
      fc.asyncProperty(arbitrary, async (request) => {
        const outcome = await send(world, request, caller);
        stats.requests += 1;
        const status = String(outcome.status);
        stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
        if (request.labels.length === 0) stats.validStatuses[status] = (stats.validStatuses[status] ?? 0) + 1;
        if (options.policy !== 'shared' && (typeof outcome.status !== 'number' || outcome.status < 400)) {
          const renewed = await renewCaller(world.t, caller, { checkPassword: options.policy === 'renew-checking-password' });
          if (renewed !== 'none') stats.renewals[renewed] += 1;
        }
        const violation = violationOf(target, request, outcome);
        if (violation === null) return;
        const signature = signatureOf(violation, outcome);
        if (seen.has(signature)) return;
        throw new FuzzViolation(violation, signature, outcome);
      }),
      { seed, numRuns: remaining },
    );
    if (!details.failed) break;
    remaining -= details.numRuns;
    round += 1;
    const error = details.errorInstance;
    if (!(error instanceof FuzzViolation) || details.counterexample === null) {
      // Not ours (an exception in the harness itself): report it as it is and stop.
      stats.failures.push({
        route: target.key,
        caller: caller.kind,
        violation: `harness error: ${String((error as Error | null)?.stack ?? error)}`,
        signature: 'harness',
        request: '',
        status: 'not sent',
        responseBody: '',
        loggedErrors: [],
        seed,
        path: details.counterexamplePath,
        numShrinks: details.numShrinks,
      });
      break;
    }
    seen.add(error.signature);
    const [request] = details.counterexample as [FuzzRequest];
    stats.failures.push({
      route: target.key,
      caller: caller.kind,
      violation: error.violation,
      signature: error.signature,
      request: request.describe().replaceAll('%40self', '<caller uid>'),
      status: error.outcome.status,
      responseBody: shorten(error.outcome.body, 500),
      loggedErrors: error.outcome.errors,
      seed,
      path: details.counterexamplePath,
      numShrinks: details.numShrinks,
    });
  }
  stats.ms = Date.now() - started;
  return stats;
}

export function formatFailure(failure: Failure) {
  const logged = failure.loggedErrors.map((error) => `    logged: ${(error.stack ?? error.message).split('\n').slice(0, 6).join('\n            ')}`).join('\n');
  return [
    `${failure.route} as ${failure.caller}: ${failure.violation.split('\n')[0]}`,
    `    shrunk request (${failure.numShrinks} shrinks): ${failure.request}`,
    `    answer: ${failure.status} ${failure.responseBody}`,
    logged,
    `    replay: fast-check seed ${failure.seed}, path ${JSON.stringify(failure.path)}`,
  ]
    .filter(Boolean)
    .join('\n');
}
