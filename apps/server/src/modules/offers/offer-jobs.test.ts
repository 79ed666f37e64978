import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offer } from '@fairhub/shared/offers';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { query, signedInWithCompany } from '../../../test/helpers.ts';
import { caller, ok } from '../../../test/panel-helpers.ts';
import { EXPIRE_OFFERS_JOB } from './offer-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS: 'true' });
});
afterAll(async () => t?.close());

const statusOf = async (uid: string) => (await query<{ status: string }>(t, 'SELECT status FROM offers WHERE uid = $1', [uid])).rows[0]?.status;

describe('offers.expire job', () => {
  it('is scheduled every minute and expires every company’s offers past their end', async () => {
    const { rows } = await query<{ cron: string }>(t, 'SELECT cron FROM pgboss.schedule WHERE name = $1', [EXPIRE_OFFERS_JOB]);
    expect(rows).toEqual([{ cron: '* * * * *' }]);

    const { user } = await signedInWithCompany(t);
    const client = caller(t, user.headers);
    const overdue = ok<Offer>(
      await client.post('offers', { kind: 'offer', title: 'Overdue', status: 'active', validUntil: new Date(Date.now() + 86_400_000).toISOString() }),
      201,
    );
    const current = ok<Offer>(
      await client.post('offers', { kind: 'offer', title: 'Current', status: 'active', validUntil: new Date(Date.now() + 86_400_000).toISOString() }),
      201,
    );
    await query(t, `UPDATE offers SET valid_until = now() - interval '1 hour', updated_at = now() - interval '25 hours' WHERE uid = $1`, [overdue.uid]);

    // A scheduled run may already be waiting (the job is exclusive: then this send is dropped); either way one runs now.
    await t.ctx.jobs.send(EXPIRE_OFFERS_JOB);
    await expect.poll(() => statusOf(overdue.uid), { timeout: 10_000, interval: 50 }).toBe('expired');
    expect(await statusOf(current.uid)).toBe('active');
    await expect
      .poll(
        async () =>
          (await t.ctx.jobs.runs({ limit: 20 })).filter((run) => run.name === EXPIRE_OFFERS_JOB && run.state === 'completed').map((run) => run.output),
        {
          timeout: 10_000,
          interval: 50,
        },
      )
      .toContainEqual({ expired: 1 });
  });
});
