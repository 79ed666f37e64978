import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@fairhub/shared/runtime-config';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectProblem, isoUtc, json, postRegister, registerBody } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GET dev/outbox', () => {
  it('lists the stored e-mails newest first with their links, without signing in', async () => {
    const first = registerBody();
    const second = registerBody();
    await postRegister(t, first);
    await postRegister(t, second);
    const response = await t.app.inject({ method: 'GET', url: api('dev/outbox') });
    expect(response.statusCode).toBe(200);
    const messages = json<OutboxMessage[]>(response);
    expect(messages.map((m) => m.to).slice(0, 2)).toEqual([second.email, first.email]);
    expect(messages[0]).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      to: second.email,
      subject: 'Confirm your Fairhub account',
      text: expect.stringContaining('Hello,'),
      links: [expect.stringMatching(/^http:\/\/fairhub\.test\/confirm\//)],
      createdAt: expect.stringMatching(isoUtc),
    });
    expect(messages[0]!.text).toContain(messages[0]!.links[0]);
  });

  it('answers 404 on a production start, also with the old SHOW_OUTBOX switch', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SHOW_OUTBOX: 'true' });
    try {
      expectProblem(await production.app.inject({ method: 'GET', url: api('dev/outbox') }), 404, 'not_found');
    } finally {
      await production.close();
    }
  });

  it('answers 404 while a mail server is configured: the e-mails really go out', async () => {
    const withSmtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      expectProblem(await withSmtp.app.inject({ method: 'GET', url: api('dev/outbox') }), 404, 'not_found');
    } finally {
      await withSmtp.close();
    }
  });

  it('answers only callers on this machine', async () => {
    const outbox = (headers: Record<string, string>, remoteAddress: string) => t.app.inject({ method: 'GET', url: api('dev/outbox'), headers, remoteAddress });
    expect((await outbox({}, '127.0.0.1')).statusCode).toBe(200);
    expect((await outbox({}, '::1')).statusCode).toBe(200);
    expectProblem(await outbox({}, '203.0.113.9'), 404, 'not_found');
    expectProblem(await outbox({}, '192.168.1.20'), 404, 'not_found');
    // Through a proxy on this machine that the server was not told to trust: the sender is unknown.
    expectProblem(await outbox({ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1'), 404, 'not_found');
    expectProblem(await outbox({ forwarded: 'for=203.0.113.9' }, '127.0.0.1'), 404, 'not_found');
    // A forged header from afar changes nothing either.
    expectProblem(await outbox({ 'x-forwarded-for': '127.0.0.1' }, '203.0.113.9'), 404, 'not_found');
  });

  it('behind a trusted proxy judges the address the proxy reports', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const outbox = (forwardedFor: string) =>
        proxied.app.inject({ method: 'GET', url: api('dev/outbox'), headers: { 'x-forwarded-for': forwardedFor }, remoteAddress: '127.0.0.1' });
      expect((await outbox('127.0.0.1')).statusCode).toBe(200);
      expectProblem(await outbox('203.0.113.9'), 404, 'not_found');
      // Only one hop is trusted: a client cannot prepend a loopback address of its own.
      expectProblem(await outbox('127.0.0.1, 203.0.113.9'), 404, 'not_found');
    } finally {
      await proxied.close();
    }
  });
});
