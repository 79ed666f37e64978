import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { latestLink, postRegister, query, registerBody } from '../../../test/helpers.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let t: TestApp;
const received: Received[] = [];
const waiters: (() => void)[] = [];

/** Resolves once `count` messages have arrived; no polling, no sleeping. */
function receivedCount(count: number) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${received.length} of ${count} e-mails arrived`)), 10_000);
    const check = () => {
      if (received.length < count) return false;
      clearTimeout(timer);
      resolve();
      return true;
    };
    if (!check()) waiters.push(() => void check());
  });
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) return callback(new Error('550 No such mailbox'));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, MAIL_FROM: 'Fairhub <no-reply@fairhub.test>' });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** Quoted-printable soft line breaks and escapes undone, so links can be searched for. */
function decoded(raw: string) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('e-mail over SMTP', () => {
  it('delivers the confirmation e-mail with its link and marks the outbox row sent', async () => {
    const body = registerBody();
    expect((await postRegister(t, body)).statusCode).toBe(202);
    await receivedCount(1);
    const message = received[0]!;
    expect(message.from).toBe('no-reply@fairhub.test');
    expect(message.to).toEqual([body.email]);
    const text = decoded(message.raw);
    expect(text).toMatch(/^Subject: Confirm your Fairhub account/m);
    const { url } = await latestLink(t, body.email, 'confirm');
    expect(text).toContain(url);
    expect(text).toMatch(/Content-Type: text\/html/i);

    await t.ctx.mailer.kick(); // waits for the delivery round to commit
    const { rows } = await query<{ sent_at: Date | null; attempts: number; last_error: string | null }>(
      t,
      'SELECT sent_at, attempts, last_error FROM outbox WHERE "to" = $1',
      [body.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).toBeInstanceOf(Date);
    expect(rows[0]!.attempts).toBe(1);
    expect(rows[0]!.last_error).toBeNull();
  });

  it('keeps a rejected e-mail unsent with its error, to retry later', async () => {
    const body = registerBody({ email: `bounce.${Date.now()}@example.com` });
    expect((await postRegister(t, body)).statusCode).toBe(202);
    await t.ctx.mailer.kick();
    await t.ctx.mailer.kick();
    const { rows } = await query<{ sent_at: Date | null; attempts: number; last_error: string | null }>(
      t,
      'SELECT sent_at, attempts, last_error FROM outbox WHERE "to" = $1',
      [body.email],
    );
    expect(rows[0]!.sent_at).toBeNull();
    expect(rows[0]!.attempts).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.last_error).toMatch(/550|mailbox/i);
  });
});
