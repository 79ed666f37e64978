import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, type AccountExport } from '@fairhub/shared/settings';
import { hashSecret } from '../../lib/random.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, createCompany, expectProblem, invite, json, login, query, signUp, uniqueEmail } from '../../../test/helpers.ts';
import { uploadImage } from '../../../test/uploads.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GET profile/export', () => {
  it('downloads everything stored about the user as a dated JSON attachment, without any secret', async () => {
    const user = await signUp(t, { firstName: 'Olga', lastName: 'Lis' });
    const company = await createCompany(t, user, { name: 'Lis Logistics' });
    const avatar = await uploadImage(t, user.headers, 'avatar');
    const saved = await t.app.inject({
      method: 'PATCH',
      url: api('profile'),
      headers: user.headers,
      payload: {
        jobTitle: 'Owner',
        phone: '+48 600 100 200',
        bio: 'Freight',
        languages: ['pl', 'uk'],
        avatar: avatar.uid,
        notificationPrefs: { matches: false },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const invitee = uniqueEmail('invitee');
    const invitation = await invite(t, user, company, invitee, 'admin');
    const second = await login(t, user.email, user.password);

    const response = await t.app.inject({ method: 'GET', url: api('profile/export'), headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="fairhub-data-${new Date().toISOString().slice(0, 10)}.json"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data: AccountExport = accountExportSchema.parse(json(response));

    expect(data.account).toMatchObject({
      uid: user.uid,
      email: user.email,
      firstName: 'Olga',
      lastName: 'Lis',
      jobTitle: 'Owner',
      phone: '+48600100200',
      bio: 'Freight',
      languages: ['pl', 'uk'],
      avatar: { uid: avatar.uid, url: `/media/${avatar.uid}.webp` },
      notificationPrefs: { matches: false, messages: true },
      emailConfirmedAt: expect.any(String),
    });
    expect(data.company).toEqual({ uid: company.uid, name: 'Lis Logistics', role: 'owner', memberSince: expect.any(String) });
    // Every session is exported, ended ones too: the one opened by confirming the account (the
    // test's sign-up logs it out), the sign-up's login and the second login.
    expect(data.sessions).toHaveLength(3);
    expect(data.sessions.filter((session) => session.revokedAt === null)).toHaveLength(2);
    expect(data.sessions.every((session) => session.ip === '127.0.0.1')).toBe(true);
    expect(data.notifications.map((n) => n.kind)).toEqual(['company_created', 'welcome']);
    expect(data.invitationsSent).toEqual([
      expect.objectContaining({ email: invitee, role: 'admin', companyName: 'Lis Logistics', sendCount: 1, acceptedAt: null }),
    ]);
    expect(data.uploads).toEqual([expect.objectContaining({ uid: avatar.uid, kind: 'avatar', url: `/media/${avatar.uid}.webp` })]);
    expect(data.emails.map((email) => email.subject)).toContain('Confirm your Fairhub account');
    expect(data.notes.join(' ')).toMatch(/products and offers belong to the company/);

    // no password hash, no token or link secret, no hash of them
    const { rows } = await query<{ password_hash: string }>(t, 'SELECT password_hash FROM users WHERE uid = $1', [user.uid]);
    const secrets = [
      rows[0]!.password_hash,
      user.token,
      hashSecret(user.token),
      second.access_token,
      hashSecret(second.access_token),
      invitation.token,
      hashSecret(invitation.token),
      user.password,
    ];
    const { rows: links } = await query<{ token_hash: string }>(
      t,
      'SELECT lt.token_hash FROM link_tokens lt JOIN users u ON u.id = lt.user_id WHERE u.uid = $1',
      [user.uid],
    );
    secrets.push(...links.map((link) => link.token_hash));
    for (const secret of secrets) expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash|\/confirm\//);
  });

  it('describes a user without a company', async () => {
    const user = await signUp(t);
    const data = accountExportSchema.parse(json(await t.app.inject({ method: 'GET', url: api('profile/export'), headers: user.headers })));
    expect(data.company).toBeNull();
    expect(data.invitationsSent).toEqual([]);
    expect(data.uploads).toEqual([]);
    expect(data.participations).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: api('profile/export') }), 401, 'token_missing');
  });
});
