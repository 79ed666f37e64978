import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEFAULT_PASSWORD, expectProblem, registerConfirmed, uniqueEmail } from '../../../test/helpers.ts';
import { LOGIN_FAILURES } from './login-throttle.ts';

let t: TestApp;
let ipCounter = 0;
/** A fresh caller address (documentation range), so tests never share a counter by accident. */
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const loginFrom = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/client/oauth/token',
    remoteAddress: ip,
    payload: { grant_type: 'password', client_id: 'fairhub-web', client_secret: 'fairhub-web-public-client-secret', username: email, password },
  });
const WRONG = 'Not the password 123';

function expectThrottled(response: Awaited<ReturnType<typeof loginFrom>>) {
  expectProblem(response, 429, 'login_throttled');
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
}

describe('wrong passwords on login', () => {
  it('stop one address after 10 failures a minute, without locking the owner out elsewhere', async () => {
    const { email } = await registerConfirmed(t);
    const stranger = nextIp();
    for (let i = 0; i < LOGIN_FAILURES.perAccountAndAddress.max; i++) expect((await loginFrom(email, WRONG, stranger)).statusCode).toBe(400);
    expectThrottled(await loginFrom(email, WRONG, stranger));
    expectThrottled(await loginFrom(email, DEFAULT_PASSWORD, stranger));
    expect((await loginFrom(email, DEFAULT_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it('count failures, not attempts: logging in again and again is never limited', async () => {
    const { email } = await registerConfirmed(t);
    const office = nextIp();
    for (let i = 0; i < 15; i++) expect((await loginFrom(email, DEFAULT_PASSWORD, office)).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES.perAccountAndAddress.max - 1; i++) expect((await loginFrom(email, WRONG, office)).statusCode).toBe(400);
    expect((await loginFrom(email, DEFAULT_PASSWORD, office)).statusCode).toBe(200);
    expect((await loginFrom(email, WRONG, office)).statusCode).toBe(400);
    expectThrottled(await loginFrom(email, DEFAULT_PASSWORD, office));
  });

  it('let no burst of parallel guesses past the limit', async () => {
    const { email } = await registerConfirmed(t);
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => loginFrom(email, WRONG, ip)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(LOGIN_FAILURES.perAccountAndAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - LOGIN_FAILURES.perAccountAndAddress.max);
  });

  it('after 100 failures an hour on one account, admit only addresses that have not failed on it', async () => {
    const { email } = await registerConfirmed(t);
    const earlier = nextIp();
    expect((await loginFrom(email, WRONG, earlier)).statusCode).toBe(400);
    const guessers = Array.from({ length: LOGIN_FAILURES.perAccount.max / LOGIN_FAILURES.perAccountAndAddress.max }, nextIp);
    const answers = await Promise.all(
      guessers.flatMap((ip) => Array.from({ length: LOGIN_FAILURES.perAccountAndAddress.max }, () => loginFrom(email, WRONG, ip))),
    );
    expect(answers.every((response) => response.statusCode === 400)).toBe(true);
    // An address that failed this hour waits, even with the right password…
    expectThrottled(await loginFrom(email, DEFAULT_PASSWORD, earlier));
    // …the owner at an address that never failed gets in…
    expect((await loginFrom(email, DEFAULT_PASSWORD, nextIp())).statusCode).toBe(200);
    // …and a new address may guess once, then waits too.
    const newcomer = nextIp();
    expect((await loginFrom(email, WRONG, newcomer)).statusCode).toBe(400);
    expectThrottled(await loginFrom(email, DEFAULT_PASSWORD, newcomer));
  });

  it('stop one address guessing over many accounts after 50 failures a minute', async () => {
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: LOGIN_FAILURES.perAddress.max }, () => loginFrom(uniqueEmail('nobody'), WRONG, ip)));
    expect(answers.every((response) => response.statusCode === 400)).toBe(true);
    expectThrottled(await loginFrom(uniqueEmail('nobody'), WRONG, ip));
    expect((await loginFrom(uniqueEmail('nobody'), WRONG, nextIp())).statusCode).toBe(400);
  });

  it('answer a 4,000-character login name as a malformed request naming the field, not an error', async () => {
    const response = await loginFrom(`${'a'.repeat(4000)}@example.com`, WRONG, nextIp());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', error_description: expect.stringMatching(/\(username\)/) });
  });

  it('answer malformed token requests in RFC 6749 words: wrong types, a NUL, no body', async () => {
    const token = (payload: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/client/oauth/token', payload: payload as string, headers: { 'content-type': 'application/json', ...headers } });
    for (const body of [JSON.stringify({ grant_type: 0 }), '[]', JSON.stringify({ username: 'a\u0000b@c.de', password: WRONG }), '{"__proto__":null}']) {
      const response = await token(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json(), body).toMatchObject({ error: expect.stringMatching(/^invalid_(request|client)$/) });
    }
  });
});
