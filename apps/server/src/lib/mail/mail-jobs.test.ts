import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { postRegister, query, registerBody } from '../../../test/helpers.ts';
import { DELIVER_MAIL_JOB } from './mail-jobs.ts';

const recipients: string[] = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, JOBS: 'true' });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('mail.deliver job', () => {
  it('is scheduled every minute, and delivers what a commit stored as a queued run', async () => {
    const { rows } = await query<{ cron: string }>(t, 'SELECT cron FROM pgboss.schedule WHERE name = $1', [DELIVER_MAIL_JOB]);
    expect(rows).toEqual([{ cron: '* * * * *' }]);

    const body = registerBody();
    expect((await postRegister(t, body)).statusCode).toBe(202);
    await expect.poll(() => recipients, { timeout: 10_000, interval: 50 }).toContain(body.email);
    await expect
      .poll(
        async () => (await t.ctx.jobs.runs({ limit: 20 })).filter((run) => run.name === DELIVER_MAIL_JOB && run.state === 'completed').map((run) => run.output),
        {
          timeout: 10_000,
          interval: 50,
        },
      )
      .toContainEqual({ sent: 1, failed: 0 });
    const sent = await query<{ sent_at: Date | null; attempts: number }>(t, 'SELECT sent_at, attempts FROM outbox WHERE "to" = $1', [body.email]);
    expect(sent.rows).toEqual([{ sent_at: expect.any(Date), attempts: 1 }]);
  });
});
