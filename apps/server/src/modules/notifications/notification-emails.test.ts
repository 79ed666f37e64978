import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@fairhub/shared/notifications';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, createCompany, invite, json, readOutbox, signedInUser, signUp, type SignedInUser } from '../../../test/helpers.ts';
import { emailPreferenceOf } from './notification-emails.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** `owner` invites a new colleague, who signs up and accepts: the owner is notified (invitation_accepted). */
async function colleagueJoins(owner: SignedInUser, company: Awaited<ReturnType<typeof createCompany>>, firstName: string) {
  const colleague = await signedInUser(t, { firstName, lastName: 'Nowicka' });
  const { token } = await invite(t, owner, company, colleague.email);
  const accepted = await t.app.inject({ method: 'POST', url: api(`invitations/${token}/accept`), headers: colleague.headers, payload: {} });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return colleague;
}

const mailsTo = async (email: string) => (await readOutbox(t)).filter((message) => message.to === email);
const kindsOf = async (user: SignedInUser) =>
  json<NotificationList>(await t.app.inject({ method: 'GET', url: api('notifications'), headers: user.headers })).items.map((item) => item.kind);

describe('notification e-mails', () => {
  it('e-mails a team change to the inviter, in their language, while the preference is on (the default)', async () => {
    const owner = await signedInUser(t, { firstName: 'Jan', language: 'pl' });
    const company = await createCompany(t, owner, { name: 'Amber Tools' });
    await colleagueJoins(owner, company, 'Zofia');

    expect(await kindsOf(owner)).toContain('invitation_accepted');
    const mails = (await mailsTo(owner.email)).filter((message) => message.subject.includes('Zofia Nowicka'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Zofia Nowicka dołącza do firmy Amber Tools w Fairhub');
    expect(mails[0]!.text).toMatch(/Dzień dobry, Jan!/);
    expect(mails[0]!.text).toMatch(/Powiadomienia e-mail/);
  });

  it('sends no e-mail once the preference is switched off, but still records the notification', async () => {
    const owner = await signedInUser(t);
    const company = await createCompany(t, owner);
    const off = await t.app.inject({ method: 'PATCH', url: api('profile'), headers: owner.headers, payload: { notificationPrefs: { teamChanges: false } } });
    expect(off.statusCode, off.body).toBe(200);
    const before = (await mailsTo(owner.email)).length;

    await colleagueJoins(owner, company, 'Irena');

    expect(await mailsTo(owner.email)).toHaveLength(before);
    expect(await kindsOf(owner)).toContain('invitation_accepted');

    // switched back on, the next one is e-mailed again
    await t.app.inject({ method: 'PATCH', url: api('profile'), headers: owner.headers, payload: { notificationPrefs: { teamChanges: true } } });
    await colleagueJoins(owner, company, 'Halina');
    expect((await mailsTo(owner.email)).map((message) => message.subject)).toContain(`Halina Nowicka joined ${company.name} on Fairhub`);
  });

  it('e-mails a role change and a removal to the person concerned, unless they switched team changes off', async () => {
    const owner = await signedInUser(t, { firstName: 'Adam', lastName: 'Wolski' });
    const company = await createCompany(t, owner, { name: 'Wolski Steel' });
    const colleague = await colleagueJoins(owner, company, 'Ada');
    const quiet = await colleagueJoins(owner, company, 'Cisza');
    await t.app.inject({ method: 'PATCH', url: api('profile'), headers: quiet.headers, payload: { notificationPrefs: { teamChanges: false } } });
    const quietBefore = (await mailsTo(quiet.email)).length;

    for (const person of [colleague, quiet]) {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: api(`companies/mine/members/${person.uid}`),
        headers: owner.headers,
        payload: { role: 'admin' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const removed = await t.app.inject({ method: 'DELETE', url: api(`companies/mine/members/${person.uid}`), headers: owner.headers });
      expect(removed.statusCode, removed.body).toBe(204);
    }

    const subjects = (await mailsTo(colleague.email)).map((message) => message.subject);
    expect(subjects).toContain('Your role at Wolski Steel on Fairhub changed');
    expect(subjects).toContain('You are no longer a member of Wolski Steel on Fairhub');
    const roleMail = (await mailsTo(colleague.email)).find((message) => message.subject.startsWith('Your role'))!;
    expect(roleMail.text).toMatch(/Adam Wolski made you an admin of Wolski Steel/);

    expect(await mailsTo(quiet.email)).toHaveLength(quietBefore);
    expect(await kindsOf(quiet)).toEqual(expect.arrayContaining(['member_role_changed', 'member_removed']));
  });

  it('does not e-mail what the person just did themselves (welcome, company created)', async () => {
    // Through the real sign-up: the welcome that confirming writes is the subject.
    const user = await signUp(t);
    await createCompany(t, user);
    expect(await kindsOf(user)).toEqual(['company_created', 'welcome']);
    const subjects = (await mailsTo(user.email)).map((message) => message.subject);
    expect(subjects).toEqual(['Confirm your Fairhub account']);
    expect(emailPreferenceOf('welcome')).toBeNull();
    expect(emailPreferenceOf('company_created')).toBeNull();
    expect(emailPreferenceOf('invitation_accepted')).toBe('teamChanges');
    expect(emailPreferenceOf('member_role_changed')).toBe('teamChanges');
    expect(emailPreferenceOf('member_removed')).toBe('teamChanges');
  });
});
