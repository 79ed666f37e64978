import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@fairhub/shared/auth';
import type { Profile } from '@fairhub/shared/profile';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, bearer, DEFAULT_PASSWORD, json, login, uniqueEmail } from '../../test/helpers.ts';
import { createUserCommand, inviteCommand, jobsCommand, outboxCommand, promoteOrganizerCommand } from './admin.commands.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const profileOf = async (email: string, password = DEFAULT_PASSWORD) => {
  const { access_token } = await login(t, email, password);
  return json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers: bearer(access_token) }));
};

describe('operator CLI commands', () => {
  it('create-user makes a confirmed user without a company', async () => {
    const email = uniqueEmail('cli');
    const output = await createUserCommand(t.ctx, { email, password: DEFAULT_PASSWORD, 'first-name': 'Olga', 'last-name': 'Operator' });
    expect(output).toMatch(new RegExp(`^Created ${email.replace(/\./g, '\\.')} \\(uid [A-Za-z0-9_-]{16}\\), without a company\\.$`));
    const profile = await profileOf(email);
    expect(profile).toMatchObject({ email, firstName: 'Olga', lastName: 'Operator', company: null });
  });

  it('create-user refuses an easy password, as sign-up does', async () => {
    await expect(
      createUserCommand(t.ctx, { email: uniqueEmail('weak'), password: 'password1!', 'first-name': 'Olga', 'last-name': 'Operator' }),
    ).rejects.toThrow(/too common/);
  });

  it('create-user --company creates the company with the user as owner, and later users join it', async () => {
    const ownerEmail = uniqueEmail('owner');
    const created = await createUserCommand(t.ctx, {
      email: ownerEmail,
      password: DEFAULT_PASSWORD,
      'first-name': 'Oskar',
      'last-name': 'Owner',
      company: 'Silesia Fairs',
    });
    expect(created).toContain('as owner of the new company Silesia Fairs');
    const owner = await profileOf(ownerEmail);
    expect(owner.company).toMatchObject({ name: 'Silesia Fairs', role: 'owner' });
    expect(owner.counts?.notifications).toBe(2);

    const memberEmail = uniqueEmail('member');
    const joined = await createUserCommand(t.ctx, {
      email: memberEmail,
      password: DEFAULT_PASSWORD,
      'first-name': 'Maja',
      'last-name': 'Member',
      company: 'silesia fairs',
    });
    expect(joined).toContain('as member of Silesia Fairs');
    expect((await profileOf(memberEmail)).company).toEqual({ uid: owner.company!.uid, name: 'Silesia Fairs', role: 'member' });

    const adminEmail = uniqueEmail('admin');
    await createUserCommand(t.ctx, {
      email: adminEmail,
      password: DEFAULT_PASSWORD,
      'first-name': 'Adam',
      'last-name': 'Admin',
      company: 'Silesia Fairs',
      role: 'admin',
    });
    expect((await profileOf(adminEmail)).company?.role).toBe('admin');
  });

  it('create-user refuses an existing e-mail and a non-owner role for a new company', async () => {
    const email = uniqueEmail('dup');
    await createUserCommand(t.ctx, { email, password: DEFAULT_PASSWORD, 'first-name': 'A', 'last-name': 'B' });
    await expect(createUserCommand(t.ctx, { email, password: DEFAULT_PASSWORD, 'first-name': 'A', 'last-name': 'B' })).rejects.toThrow(/already exists/);
    const other = uniqueEmail('role');
    await expect(
      createUserCommand(t.ctx, { email: other, password: DEFAULT_PASSWORD, 'first-name': 'A', 'last-name': 'B', company: 'Brand New Co', role: 'member' }),
    ).rejects.toThrow(/does not exist yet/);
    const { rows } = await t.pool.query('SELECT 1 FROM users WHERE email = $1', [other]);
    expect(rows).toHaveLength(0);
  });

  it('invite prints a /register/ link that opens the invitation, and outbox prints the e-mail with it', async () => {
    await createUserCommand(t.ctx, {
      email: uniqueEmail('boss'),
      password: DEFAULT_PASSWORD,
      'first-name': 'B',
      'last-name': 'Boss',
      company: 'Pomerania Expo',
    });
    const invitee = uniqueEmail('invitee');
    const link = await inviteCommand(t.ctx, { email: invitee, company: 'Pomerania Expo', role: 'admin' });
    expect(link).toMatch(/^http:\/\/fairhub\.test\/register\/[A-Za-z0-9_-]{43,}$/);
    const token = link.slice(link.lastIndexOf('/') + 1);
    const invitation = json<Invitation>(await t.app.inject({ method: 'GET', url: api(`invitations/${token}`) }));
    expect(invitation).toMatchObject({ email: invitee, companyName: 'Pomerania Expo', invitedBy: 'Fairhub', role: 'admin', accountExists: false });

    const printed = await outboxCommand(t.ctx, 5);
    const [latest] = printed.split('\n\n');
    expect(latest).toContain(`to ${invitee}`);
    expect(latest).toContain('The Fairhub team invited you to Pomerania Expo on Fairhub');
    expect(latest).toContain(`  ${link}`);
  });

  it('invite refuses an unknown company and someone who already has one', async () => {
    await expect(inviteCommand(t.ctx, { email: uniqueEmail('x'), company: 'No Such Company', role: 'member' })).rejects.toThrow(/no company named/);
    const email = uniqueEmail('taken');
    await createUserCommand(t.ctx, { email, password: DEFAULT_PASSWORD, 'first-name': 'T', 'last-name': 'Taken', company: 'Taken Co' });
    await expect(inviteCommand(t.ctx, { email, company: 'Taken Co', role: 'member' })).rejects.toThrow(/already belongs/);
  });

  it('jobs lists the newest jobs (waiting ones too) and the failures with their last error', async () => {
    // This app runs no workers (JOBS is off in tests): sent jobs wait, as they would for another process.
    expect(await jobsCommand(t.ctx, 10)).toBe('No job has run yet.\n\nNo failures.');
    await t.ctx.jobs.send('rate-limits.prune');
    await t.ctx.jobs.send('offers.expire');
    await t.pool.query(
      `INSERT INTO pgboss.job (name, state, retry_count, retry_limit, started_on, completed_on, created_on, output)
       VALUES ('offers.expire', 'failed', 1, 1, now() - interval '50 seconds', now() - interval '49 seconds', now() - interval '1 minute', '{"name": "Error", "message": "database went away"}'),
              ('offers.expire', 'retry', 0, 1, now() - interval '40 seconds', NULL, now() - interval '2 minutes', '{"name": "Error", "message": "lock timeout"}')`,
    );

    const [recent, failures] = (await jobsCommand(t.ctx, 10)).split('\n\n');
    const stamp = String.raw`\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ`;
    expect(recent!.split('\n').slice(0, 2)).toEqual(['Recent jobs, newest first:', expect.stringMatching(/^ {2}name +state +attempts +started +finished$/)]);
    expect(recent).toMatch(/^ {2}rate-limits\.prune +created +0 +- +-$/m);
    expect(recent).toMatch(new RegExp(`^ {2}offers\\.expire +failed +2 +${stamp} +${stamp}$`, 'm'));
    expect(recent).toMatch(new RegExp(`^ {2}offers\\.expire +retry +1 +${stamp} +-$`, 'm'));
    expect(failures!.split('\n')).toEqual([
      'Failures, newest first (last error):',
      expect.stringMatching(new RegExp(`^ {2}${stamp} {2}offers\\.expire {2}attempt 1 of 2 failed, retrying from ${stamp}: lock timeout$`)),
      expect.stringMatching(new RegExp(`^ {2}${stamp} {2}offers\\.expire {2}failed after 2 attempts: database went away$`)),
    ]);
  });

  it('promote-organizer switches a company’s organizer features on and off, by uid or name, and the API follows at once', async () => {
    const email = uniqueEmail('organizer');
    await createUserCommand(t.ctx, { email, password: DEFAULT_PASSWORD, 'first-name': 'Olga', 'last-name': 'Org', company: 'Promoted Fairs' });
    const headers = bearer((await login(t, email)).access_token);
    const venues = () => t.app.inject({ method: 'GET', url: api('venues/mine'), headers });
    expect(json<{ code: string }>(await venues()).code).toBe('not_organizer');

    expect(await promoteOrganizerCommand(t.ctx, { company: 'promoted fairs' })).toMatch(/^Promoted Fairs \(uid [\w-]+\) is now an organizer/);
    expect((await venues()).statusCode).toBe(200);
    expect(await promoteOrganizerCommand(t.ctx, { company: 'Promoted Fairs' })).toMatch(/is already an organizer; nothing changed\.$/);

    const { rows } = await t.pool.query<{ uid: string }>("SELECT uid FROM companies WHERE name = 'Promoted Fairs'");
    expect(await promoteOrganizerCommand(t.ctx, { company: rows[0]!.uid, off: true })).toMatch(/is no longer an organizer/);
    expect((await venues()).statusCode).toBe(403);
  });

  it('promote-organizer refuses an unknown company and a name several companies share', async () => {
    await expect(promoteOrganizerCommand(t.ctx, { company: 'No Such Company' })).rejects.toThrow('There is no company with the uid or name "No Such Company".');
    for (const first of ['Twin', 'Twain']) {
      await createUserCommand(t.ctx, {
        email: uniqueEmail(first),
        password: DEFAULT_PASSWORD,
        'first-name': first,
        'last-name': 'Owner',
        company: `Twin Fairs ${first}`,
      });
    }
    await t.pool.query("UPDATE companies SET name = 'Twin Fairs' WHERE name LIKE 'Twin Fairs %'");
    await expect(promoteOrganizerCommand(t.ctx, { company: 'Twin Fairs' })).rejects.toThrow(/Several companies are named "Twin Fairs": give the uid instead/);
  });

  it('outbox says so when it is empty', async () => {
    const empty = await createTestApp();
    try {
      expect(await outboxCommand(empty.ctx, 10)).toBe('The outbox is empty.');
    } finally {
      await empty.close();
    }
  });
});
