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
      text: expect.stringContaining('Hello Anna,'),
      links: [expect.stringMatching(/^http:\/\/fairhub\.test\/confirm\//)],
      createdAt: expect.stringMatching(isoUtc),
    });
    expect(messages[0]!.text).toContain(messages[0]!.links[0]);
  });

  it('answers 404 in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      expectProblem(await production.app.inject({ method: 'GET', url: api('dev/outbox') }), 404, 'not_found');
    } finally {
      await production.close();
    }
  });

  it('stays available in production when SHOW_OUTBOX is set', async () => {
    const shown = await createTestApp({ NODE_ENV: 'production', SHOW_OUTBOX: 'true' });
    try {
      expect((await shown.app.inject({ method: 'GET', url: api('dev/outbox') })).statusCode).toBe(200);
    } finally {
      await shown.close();
    }
  });
});
