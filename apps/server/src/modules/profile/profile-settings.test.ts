import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@fairhub/shared/profile';
import { EMAIL_PREFERENCE_KINDS, profileSettingsSchema, type ProfileSettings } from '@fairhub/shared/settings';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectFieldError, expectProblem, json, signedInUser, signUp, type SignedInUser } from '../../../test/helpers.ts';
import { uploadImage } from '../../../test/uploads.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const getSettings = (user: SignedInUser) => t.app.inject({ method: 'GET', url: api('profile/settings'), headers: user.headers });
const patch = (user: SignedInUser, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: api('profile'), headers: user.headers, payload: payload as object });

async function patched(user: SignedInUser, payload: unknown) {
  const response = await patch(user, payload);
  expect(response.statusCode, response.body).toBe(200);
  return profileSettingsSchema.parse(json(response));
}

describe('GET profile/settings', () => {
  it('describes a new account: names from sign-up, optional fields empty, every e-mail preference on', async () => {
    // Through the real sign-up: what a new account looks like is the subject.
    const user = await signUp(t, { firstName: 'Ewa', lastName: 'Zielińska', language: 'pl' });
    const response = await getSettings(user);
    expect(response.statusCode).toBe(200);
    const settings = json<ProfileSettings>(response);
    expect(settings).toEqual({
      uid: user.uid,
      email: user.email,
      pendingEmail: null,
      firstName: 'Ewa',
      lastName: 'Zielińska',
      jobTitle: null,
      phone: null,
      bio: null,
      avatar: null,
      languages: [],
      publicProfile: false,
      language: 'pl',
      notificationPrefs: Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((kind) => [kind, true])),
      // Unknown until the browser tells it at sign-in (PUT profile/time-zone).
      timeZone: null,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: api('profile/settings') }), 401, 'token_missing');
  });
});

describe('PATCH profile', () => {
  it('saves every field, normalises phone and languages, and GET profile follows the names and language', async () => {
    const user = await signedInUser(t);
    const settings = await patched(user, {
      firstName: '  Maria ',
      lastName: 'Kowalczyk',
      jobTitle: 'Head of Sales',
      phone: '+48 601-234 567',
      bio: 'Metal parts for the automotive industry.',
      languages: ['PL', 'en', 'de', 'pl'],
      publicProfile: true,
      language: 'pl',
      notificationPrefs: { messages: false },
    });
    expect(settings).toMatchObject({
      firstName: 'Maria',
      lastName: 'Kowalczyk',
      jobTitle: 'Head of Sales',
      phone: '+48601234567',
      bio: 'Metal parts for the automotive industry.',
      languages: ['pl', 'en', 'de'],
      publicProfile: true,
      language: 'pl',
      notificationPrefs: { meetingRequests: true, messages: false, matches: true, teamChanges: true, eventUpdates: true },
    });
    expect(json<ProfileSettings>(await getSettings(user))).toEqual(settings);
    const profile = json<Profile>(await t.app.inject({ method: 'GET', url: api('profile'), headers: user.headers }));
    expect(profile).toMatchObject({ firstName: 'Maria', lastName: 'Kowalczyk', language: 'pl' });
  });

  it('changes only the fields given; preferences merge with the stored ones', async () => {
    const user = await signedInUser(t);
    await patched(user, { jobTitle: 'Buyer', notificationPrefs: { messages: false } });
    const settings = await patched(user, { notificationPrefs: { matches: false } });
    expect(settings.jobTitle).toBe('Buyer');
    expect(settings.notificationPrefs).toEqual({ meetingRequests: true, messages: false, matches: false, teamChanges: true, eventUpdates: true });
    const turnedOn = await patched(user, { notificationPrefs: { messages: true } });
    expect(turnedOn.notificationPrefs.messages).toBe(true);
    expect(turnedOn.notificationPrefs.matches).toBe(false);
  });

  it('clears optional fields with null or blank text', async () => {
    const user = await signedInUser(t);
    await patched(user, { jobTitle: 'Buyer', phone: '+48601234567', bio: 'Hello' });
    const cleared = await patched(user, { jobTitle: null, phone: '', bio: '   ' });
    expect(cleared).toMatchObject({ jobTitle: null, phone: null, bio: null });
  });

  it('answers 400 naming each invalid field with its code and an English sentence', async () => {
    const user = await signedInUser(t);
    expectFieldError(await patch(user, { phone: '601 234 567' }), 'phone', 'phone_invalid');
    expectFieldError(await patch(user, { phone: '+123456' }), 'phone', 'phone_invalid');
    expectFieldError(await patch(user, { phone: `+${'1'.repeat(16)}` }), 'phone', 'phone_invalid');
    expectFieldError(await patch(user, { bio: 'x'.repeat(2001) }), 'bio', 'bio_too_long');
    expectFieldError(await patch(user, { jobTitle: 'x'.repeat(121) }), 'jobTitle', 'name_too_long');
    expectFieldError(await patch(user, { firstName: '  ' }), 'firstName', 'name_required');
    expectFieldError(await patch(user, { languages: ['pl', 'xx'] }), 'languages', 'language_unknown');
    expectFieldError(await patch(user, { languages: ['bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'ga'] }), 'languages', 'languages_too_many');
    expectFieldError(await patch(user, { language: 'de' }), 'language', 'language_invalid');
    expectFieldError(await patch(user, { notificationPrefs: { newsletters: false } }), 'notificationPrefs', 'notification_kind_unknown');
    expectFieldError(await patch(user, { avatar: 'not a uid!' }), 'avatar', 'upload_unknown');
    const body = expectFieldError(await patch(user, { phone: '12' }), 'phone', 'phone_invalid');
    expect(body.errors![0]!.message).toMatch(/international form/);
    // nothing was stored by the rejected requests
    expect(json<ProfileSettings>(await getSettings(user))).toMatchObject({ phone: null, bio: null, languages: [], language: 'en' });
  });

  it('answers 401 before looking at the body', async () => {
    expectProblem(await t.app.inject({ method: 'PATCH', url: api('profile'), payload: { phone: 'bad' } }), 401, 'token_missing');
  });

  it("sets the user's own avatar upload, answers its image address, and removes it with null", async () => {
    const user = await signedInUser(t);
    const upload = await uploadImage(t, user.headers, 'avatar');
    const settings = await patched(user, { avatar: upload.uid });
    expect(settings.avatar).toEqual({ uid: upload.uid, url: `/media/${upload.uid}.webp` });
    expect((await patched(user, { avatar: null })).avatar).toBeNull();
  });

  it("refuses someone else's avatar and an upload of another kind (400 upload_unknown on avatar)", async () => {
    const user = await signedInUser(t);
    const stranger = await signedInUser(t);
    const theirs = await uploadImage(t, stranger.headers, 'avatar');
    expectFieldError(await patch(user, { avatar: theirs.uid }), 'avatar', 'upload_unknown');
    const logo = await uploadImage(t, user.headers, 'logo');
    expectFieldError(await patch(user, { avatar: logo.uid }), 'avatar', 'upload_unknown');
    expect(json<ProfileSettings>(await getSettings(user)).avatar).toBeNull();
  });

  it('publishes /people/{uid} while the profile is public', async () => {
    const user = await signedInUser(t);
    const person = () => t.app.inject({ method: 'GET', url: api(`people/${user.uid}`) });
    expect((await person()).statusCode).toBe(404);
    await patched(user, { publicProfile: true, jobTitle: 'Export manager' });
    const shown = await person();
    expect(shown.statusCode).toBe(200);
    expect(json(shown)).toMatchObject({ uid: user.uid, jobTitle: 'Export manager' });
    await patched(user, { publicProfile: false });
    expect((await person()).statusCode).toBe(404);
  });
});
