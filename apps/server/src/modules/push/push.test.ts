import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, type Server } from 'node:http';
import { Agent, createServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import webpush from 'web-push';
import type { Meeting } from '@fairhub/shared/meetings';
import type { RuntimeConfig } from '@fairhub/shared/runtime-config';
import { fair } from '../../../test/meeting-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, json, signedInUser, signedInWithCompany, type SignedInUser } from '../../../test/helpers.ts';
import { parseConfig, parsePushKeys } from '../../config.ts';
import { endpointRefusal, meetingRequestPushPayload, messagePushPayload, pushMeetingRequest, pushNewMessage, sendPush } from './push.service.ts';

// The decryption side of RFC 8291 (what a browser does), from the library web-push itself encrypts with.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:ops@fairhub.test';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service stand-in (https: web-push speaks nothing else, with a test certificate for 127.0.0.1): records every request; answers 410 under /gone/, 201 otherwise. */
const tls = {
  key: readFileSync(new URL('../../../test/fixtures/push-service.key', import.meta.url)),
  cert: readFileSync(new URL('../../../test/fixtures/push-service.crt', import.meta.url)),
};
const agent = new Agent({ ca: tls.cert });
let pushService: Server;
let pushBase: string;
const received: Received[] = [];

let t: TestApp;
const warnings: object[] = [];
const log = { warn: (object: object) => void warnings.push(object) };

beforeAll(async () => {
  pushService = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: SUBJECT });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => pushService?.close(resolve));
});

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, body: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
}

const subscribe = (user: Pick<SignedInUser, 'headers'>, endpoint: string, keys = browserKeys().body) =>
  t.app.inject({ method: 'PUT', url: api('profile/push-subscription'), headers: user.headers, payload: { endpoint, expirationTime: null, keys } });

async function userIdOf(user: SignedInUser) {
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE uid = $1', [user.uid]);
  return Number(rows[0]!.id);
}

async function storedSubscriptions(user: SignedInUser) {
  const { rows } = await t.pool.query<{ push_subscription: unknown }>(
    'SELECT a.push_subscription FROM access_tokens a JOIN users u ON u.id = a.user_id WHERE u.uid = $1 AND a.push_subscription IS NOT NULL',
    [user.uid],
  );
  return rows.map((row) => row.push_subscription);
}

const deps = () => ({ db: t.db, config: t.ctx.config, log, agent });
const payload = messagePushPayload('pl', { senderName: 'Anna Nowak', text: 'Dzień dobry,\n  czy spotkamy się w Łodzi?', conversationUid: 'conv123' });

describe('Web Push', () => {
  it('gives the web app the public key', async () => {
    expect(json<RuntimeConfig>(await t.app.inject({ method: 'GET', url: api('config') })).pushPublicKey).toBe(vapid.publicKey);
  });

  it('delivers an encrypted notification with the VAPID Authorization header to the session’s subscription', async () => {
    const user = await signedInUser(t);
    const browser = browserKeys();
    const response = await subscribe(user, `${pushBase}/push/abc`, browser.body);
    expect(response.statusCode, response.body).toBe(200);
    const before = received.length;
    expect(await sendPush(deps(), await userIdOf(user), payload), JSON.stringify(warnings)).toBe(1);
    const [request] = received.slice(before);
    expect(request!.path).toBe('/push/abc');
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(request!.headers.ttl).toBe(String(24 * 60 * 60));
    const authorization = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(String(request!.headers.authorization));
    expect(authorization?.[4]).toBe(vapid.publicKey);
    expect(JSON.parse(Buffer.from(authorization![2]!, 'base64url').toString())).toMatchObject({ aud: pushBase, sub: SUBJECT, exp: expect.any(Number) });
    const decrypted = ece.decrypt(request!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.body.auth });
    expect(JSON.parse(decrypted.toString('utf8'))).toEqual({
      title: 'Nowa wiadomość od Anna Nowak',
      body: 'Dzień dobry, czy spotkamy się w Łodzi?',
      url: '/panel/messages/conv123',
      tag: 'conversation-conv123',
    });
  });

  it('tells the recipient of a new message in their language, naming the sender and opening the conversation', async () => {
    // Both with a company: messages are part of the panel, which needs one.
    const { user: sender } = await signedInWithCompany(t, { firstName: 'Jan', lastName: 'Kowalski' });
    const { user: recipient } = await signedInWithCompany(t, { language: 'pl' });
    await t.pool.query('UPDATE users SET public_profile = true WHERE uid = $1', [recipient.uid]);
    const browser = browserKeys();
    expect((await subscribe(recipient, `${pushBase}/push/recipient`, browser.body)).statusCode).toBe(200);
    const started = await t.app.inject({ method: 'POST', url: api('conversations'), headers: sender.headers, payload: { userUid: recipient.uid } });
    expect(started.statusCode, started.body).toBe(201);
    const conversationUid = json<{ uid: string }>(started).uid;
    const before = received.length;
    expect(await pushNewMessage(deps(), await userIdOf(sender), { conversationUid, body: 'Czy masz czas jutro?' })).toBe(1);
    const [request] = received.slice(before);
    expect(request!.path).toBe('/push/recipient');
    const decrypted = ece.decrypt(request!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.body.auth });
    expect(JSON.parse(decrypted.toString('utf8'))).toEqual({
      title: 'Nowa wiadomość od Jan Kowalski',
      body: 'Czy masz czas jutro?',
      url: `/panel/messages/${conversationUid}`,
      tag: `conversation-${conversationUid}`,
    });
    // Not a conversation of the sender's: nothing.
    expect(await pushNewMessage(deps(), await userIdOf(recipient), { conversationUid: 'nope', body: 'x' })).toBe(0);
    // Messages switched off in the recipient's notification settings: no push either, as for the e-mail.
    const off = await t.app.inject({ method: 'PATCH', url: api('profile'), headers: recipient.headers, payload: { notificationPrefs: { messages: false } } });
    expect(off.statusCode, off.body).toBe(200);
    const quiet = received.length;
    expect(await pushNewMessage(deps(), await userIdOf(sender), { conversationUid, body: 'Jeszcze raz?' })).toBe(0);
    expect(received.length).toBe(quiet);
  });

  it('removes a subscription the push service reports gone (410) and keeps the others', async () => {
    const user = await signedInUser(t);
    expect((await subscribe(user, `${pushBase}/gone/1`)).statusCode).toBe(200);
    expect(await sendPush(deps(), await userIdOf(user), payload)).toBe(0);
    expect(await storedSubscriptions(user)).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('ends with the session: nothing is sent after logout, and DELETE forgets it', async () => {
    const user = await signedInUser(t);
    expect((await subscribe(user, `${pushBase}/push/logout`)).statusCode).toBe(200);
    const removed = await signedInUser(t);
    expect((await subscribe(removed, `${pushBase}/push/deleted`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: api('profile/push-subscription'), headers: removed.headers })).statusCode).toBe(200);
    expect(await storedSubscriptions(removed)).toEqual([]);
    expect(await sendPush(deps(), await userIdOf(removed), payload)).toBe(0);

    expect((await t.app.inject({ method: 'POST', url: api('logout'), headers: user.headers })).statusCode).toBe(200);
    const before = received.length;
    expect(await sendPush(deps(), await userIdOf(user), payload)).toBe(0);
    expect(received.length).toBe(before);
  });

  it('refuses a subscription that is not one (400 naming the field) and an endpoint that is not a push service’s', async () => {
    const user = await signedInUser(t);
    expectFieldError(await subscribe(user, 'not a url'), 'endpoint', expect.any(String) as unknown as string);
    expectFieldError(
      await subscribe(user, `${pushBase}/x`, { p256dh: 'short', auth: browserKeys().body.auth }),
      'keys.p256dh',
      expect.any(String) as unknown as string,
    );
    const production = parseConfig({ NODE_ENV: 'production', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: SUBJECT });
    expect(endpointRefusal(production, 'https://fcm.googleapis.com/fcm/send/abc')).toBeNull();
    expect(endpointRefusal(production, 'http://fcm.googleapis.com/fcm/send/abc')).toMatch(/https/);
    expect(endpointRefusal(production, 'https://127.0.0.1/push')).toMatch(/host/);
    expect(endpointRefusal(production, 'https://10.0.0.8/push')).toMatch(/host/);
    expect(endpointRefusal(t.ctx.config, `${pushBase}/push`)).toBeNull();
    expect(endpointRefusal(t.ctx.config, 'http://127.0.0.1:9/push')).toMatch(/https/);
  });
});

describe('Web Push of meeting requests', () => {
  /** A published fair 10 days ahead (Europe/Warsaw, 30-minute slots from 09:00) with a visitor and an exhibitor of different companies, both signed in. */
  async function fairWithTwo() {
    const { event, slots, participant } = await fair(t, { tables: 5, title: 'Targi Pomp 2026' });
    const visitor = await participant('visitor', { firstName: 'Jan', lastName: 'Kowalski' });
    const exhibitor = await participant('exhibitor', { firstName: 'Anna', lastName: 'Nowak', stand: 'B12' });
    return { event, slot: slots[0]!, visitor, exhibitor };
  }

  const ask = (from: { headers: Record<string, string> }, to: { uid: string }, eventUid: string, startsAt: Date) =>
    t.app.inject({
      method: 'POST',
      url: api('meetings'),
      headers: from.headers,
      payload: { inviteeUid: to.uid, eventUid, startsAt: startsAt.toISOString(), place: 'table' },
    });

  function decrypt(request: Received, browser: ReturnType<typeof browserKeys>) {
    return JSON.parse(ece.decrypt(request.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.body.auth }).toString('utf8')) as unknown;
  }

  it('says who asks, when in the meeting’s zone and at which event, in the reader’s language, and opens the requests', () => {
    const request = {
      requesterName: 'Jan Kowalski',
      eventTitle: 'Targi Pomp 2026',
      startsAt: '2026-12-03T09:00:00.000Z',
      endsAt: '2026-12-03T09:30:00.000Z',
      timeZone: 'Europe/Warsaw',
      meetingUid: 'meet123',
    };
    expect(meetingRequestPushPayload('en', request)).toEqual({
      title: 'Meeting request from Jan Kowalski',
      body: '3 December 2026, 10:00–10:30 (Europe/Warsaw) at Targi Pomp 2026',
      url: '/panel/meetings/requests',
      tag: 'meeting-meet123',
    });
    expect(meetingRequestPushPayload('pl', request)).toEqual({
      title: 'Prośba o spotkanie od Jan Kowalski',
      body: '3 grudnia 2026, 10:00–10:30 (Europe/Warsaw) podczas wydarzenia Targi Pomp 2026',
      url: '/panel/meetings/requests',
      tag: 'meeting-meet123',
    });
    // Outside events: the time alone.
    expect(meetingRequestPushPayload('en', { ...request, eventTitle: null }).body).toBe('3 December 2026, 10:00–10:30 (Europe/Warsaw)');
  });

  it('POST meetings pushes the request to the invitee’s subscribed session, in their language', async () => {
    const { event, slot, visitor, exhibitor } = await fairWithTwo();
    await t.pool.query(`UPDATE users SET language = 'pl' WHERE id = $1`, [exhibitor.id]);
    const browser = browserKeys();
    expect((await subscribe(exhibitor, `${pushBase}/push/invitee-${exhibitor.uid}`, browser.body)).statusCode).toBe(200);
    // The requester's own subscription hears nothing of it.
    expect((await subscribe(visitor, `${pushBase}/push/requester-${visitor.uid}`)).statusCode).toBe(200);
    // The route sends through the process's default https agent: trust the stand-in's certificate there for this test.
    const trusted = globalAgent.options.ca;
    globalAgent.options.ca = tls.cert;
    try {
      const response = await ask(visitor, exhibitor, event.uid, slot.startsAt);
      expect(response.statusCode, response.body).toBe(201);
      const meeting = json<Meeting>(response);
      await expect.poll(() => received.filter((request) => request.path === `/push/invitee-${exhibitor.uid}`).length, { timeout: 5_000 }).toBe(1);
      const request = received.find((entry) => entry.path === `/push/invitee-${exhibitor.uid}`)!;
      expect(decrypt(request, browser)).toEqual({
        title: 'Prośba o spotkanie od Jan Kowalski',
        // The fair's first slot, 09:00 in Warsaw, on a Polish date.
        body: expect.stringMatching(/^\d{1,2} [a-ząćęłńóśźż]+ \d{4}, 09:00–09:30 \(Europe\/Warsaw\) podczas wydarzenia Targi Pomp 2026$/),
        url: '/panel/meetings/requests',
        tag: `meeting-${meeting.uid}`,
      });
      expect(received.some((entry) => entry.path === `/push/requester-${visitor.uid}`)).toBe(false);
    } finally {
      globalAgent.options.ca = trusted;
    }
  });

  it('respects the invitee’s meeting-requests switch, and pushes only a pending request of the caller’s', async () => {
    const { event, slot, visitor, exhibitor } = await fairWithTwo();
    expect((await subscribe(exhibitor, `${pushBase}/push/switched-off-${exhibitor.uid}`)).statusCode).toBe(200);
    const response = await ask(visitor, exhibitor, event.uid, slot.startsAt);
    expect(response.statusCode, response.body).toBe(201);
    const meeting = json<Meeting>(response);
    const before = received.length;
    // On (the default): delivered.
    expect(await pushMeetingRequest(deps(), visitor.id, meeting)).toBe(1);
    expect(received.slice(before).map((request) => request.path)).toEqual([`/push/switched-off-${exhibitor.uid}`]);
    // Not the requester: nothing.
    expect(await pushMeetingRequest(deps(), exhibitor.id, meeting)).toBe(0);
    // Meeting requests switched off in the notification settings: nothing, as for the e-mail.
    const off = await t.app.inject({
      method: 'PATCH',
      url: api('profile'),
      headers: exhibitor.headers,
      payload: { notificationPrefs: { meetingRequests: false } },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await pushMeetingRequest(deps(), visitor.id, meeting)).toBe(0);
    await t.pool.query(`UPDATE users SET notification_prefs = '{}' WHERE id = $1`, [exhibitor.id]);
    // No longer pending (declined): nothing.
    const declined = await t.app.inject({ method: 'POST', url: api(`meetings/${meeting.uid}/decline`), headers: exhibitor.headers });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await pushMeetingRequest(deps(), visitor.id, meeting)).toBe(0);
    expect(received.length).toBe(before + 1);
  });
});

describe('Web Push without VAPID keys', () => {
  it('is off: no public key, PUT answers 422 push_not_configured, sendPush sends nothing', async () => {
    const plain = await createTestApp();
    try {
      expect(json<RuntimeConfig>(await plain.app.inject({ method: 'GET', url: api('config') })).pushPublicKey).toBeNull();
      const user = await signedInUser(plain);
      const response = await plain.app.inject({
        method: 'PUT',
        url: api('profile/push-subscription'),
        headers: user.headers,
        payload: { endpoint: `${pushBase}/push/off`, keys: browserKeys().body },
      });
      expectProblem(response, 422, 'push_not_configured');
      expect(await sendPush({ db: plain.db, config: plain.ctx.config, log }, 1, payload)).toBe(0);
    } finally {
      await plain.close();
    }
  });
});

describe('VAPID configuration', () => {
  it('takes all three variables or none, each problem naming its variable', () => {
    expect(parsePushKeys({})).toBeNull();
    expect(parsePushKeys({ publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: SUBJECT })).toEqual({
      publicKey: vapid.publicKey,
      privateKey: vapid.privateKey,
      subject: SUBJECT,
    });
    expect(parsePushKeys({ publicKey: vapid.publicKey })).toEqual({
      errors: [expect.stringMatching(/^VAPID_PRIVATE_KEY:/), expect.stringMatching(/^VAPID_SUBJECT:/)],
    });
    expect(parsePushKeys({ publicKey: 'abc', privateKey: vapid.privateKey, subject: 'ops@example.com' })).toEqual({
      errors: [expect.stringMatching(/^VAPID_PUBLIC_KEY:/), expect.stringMatching(/^VAPID_SUBJECT:/)],
    });
    expect(() => parseConfig({ VAPID_SUBJECT: SUBJECT })).toThrow(/VAPID_PUBLIC_KEY/);
  });
});
