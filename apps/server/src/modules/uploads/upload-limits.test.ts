import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Upload } from '@fairhub/shared/uploads';
import type { Problem } from '@fairhub/shared/problem';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { api, expectProblem, json, query, signedInUser, signedInWithCompany } from '../../../test/helpers.ts';
import { makeImage, postUpload, uploadImage } from '../../../test/uploads.ts';
import { cleanUpAbandonedUploads, UPLOAD_LIMITS } from './uploads.service.ts';

let t: TestApp;

beforeAll(async () => {
  // 1 MB per company (a person without one: a tenth), so a few noisy photos fill it.
  t = await createTestApp({ UPLOAD_QUOTA_MB: '1' });
});
afterAll(async () => {
  await t?.close();
});

/** A photo-like picture (noise does not compress well), a few hundred kB once stored as WebP. */
const noisyPhoto = async () => ({
  name: 'photo.png',
  type: 'image/png',
  data: await sharp({ create: { width: 900, height: 700, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer(),
});
const tiny = async () => ({ name: 'tiny.png', type: 'image/png', data: await makeImage('png', 16, 16) });
const storedBytes = async (companyUid: string) =>
  (
    await query<{ bytes: number }>(
      t,
      'SELECT coalesce(sum(u.bytes), 0)::int AS bytes FROM uploads u JOIN companies c ON c.id = u.company_id WHERE c.uid = $1',
      [companyUid],
    )
  ).rows[0]!.bytes;

describe('upload limits', () => {
  it('answers 422 with the used and allowed bytes once a company fills its storage, even when uploads race', async () => {
    const { user, company } = await signedInWithCompany(t);
    const photo = await noisyPhoto();
    const answers = await Promise.all(Array.from({ length: 8 }, () => postUpload(t, user.headers, 'product', photo)));
    const statuses = answers.map((response) => response.statusCode);
    expect(
      statuses.every((status) => [201, 422, 503].includes(status)),
      statuses.join(),
    ).toBe(true);
    const full = answers.find((response) => response.statusCode === 422);
    expect(full, 'eight photos do not fit into 1 MB').toBeDefined();
    const problem = expectProblem(full!, 422, 'storage_quota_reached');
    expect(problem.quota).toEqual({ used: expect.any(Number), limit: 1024 * 1024, unit: 'bytes' });
    expect(problem.detail).toMatch(/of 1\.0 MB/);
    const stored = await storedBytes(company.uid);
    expect(stored).toBeLessThanOrEqual(1024 * 1024);
    // Refused uploads leave no file behind.
    const files = (
      await query<{ n: number }>(t, 'SELECT count(*)::int AS n FROM uploads u JOIN companies c ON c.id = u.company_id WHERE c.uid = $1', [company.uid])
    ).rows[0]!.n;
    expect(files).toBe(statuses.filter((status) => status === 201).length);
  });

  it('gives a person without a company a tenth of the quota', async () => {
    const loner = await signedInUser(t);
    let last = await postUpload(t, loner.headers, 'logo', await noisyPhoto());
    for (let i = 0; i < 5 && last.statusCode === 201; i++) last = await postUpload(t, loner.headers, 'logo', await noisyPhoto());
    expect(json<Problem>(last).quota).toMatchObject({ limit: Math.round(1024 * 1024 * UPLOAD_LIMITS.personalShare) });
  });

  it('answers 429 with Retry-After after 50 uploads by one person in ten minutes', async () => {
    const { user } = await signedInWithCompany(t);
    const picture = await tiny();
    for (let i = 0; i < UPLOAD_LIMITS.perUser.max; i++) expect((await postUpload(t, user.headers, 'product', picture)).statusCode).toBe(201);
    const limited = await postUpload(t, user.headers, 'product', picture);
    expectProblem(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else in the same company is not affected.
    const colleague = await signedInWithCompany(t);
    expect((await postUpload(t, colleague.user.headers, 'product', picture)).statusCode).toBe(201);
  });
});

describe('the clean-up of abandoned uploads', () => {
  it('deletes, with their files, uploads nothing has shown for a day: never attached or replaced; keeps the rest', async () => {
    const { user } = await signedInWithCompany(t);
    const productImage = await uploadImage(t, user.headers, 'product');
    const oldLogo = await uploadImage(t, user.headers, 'logo');
    const newLogo = await uploadImage(t, user.headers, 'logo');
    const avatar = await uploadImage(t, user.headers, 'avatar');
    const abandoned = await uploadImage(t, user.headers, 'product');
    const fresh = await uploadImage(t, user.headers, 'product');
    const attach = async (method: 'POST' | 'PATCH', path: string, payload: object) => {
      const response = await t.app.inject({ method, url: api(path), headers: user.headers, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };
    await attach('POST', 'products', { name: 'Valve', status: 'draft', images: [productImage.uid] });
    await attach('PATCH', 'companies/mine', { logo: oldLogo.uid });
    await attach('PATCH', 'companies/mine', { logo: newLogo.uid });
    await attach('PATCH', 'profile', { avatar: avatar.uid });
    const everyone = [productImage, oldLogo, newLogo, avatar, abandoned, fresh];
    await query(t, "UPDATE uploads SET created_at = now() - interval '25 hours' WHERE uid = ANY($1) AND uid <> $2", [
      everyone.map((upload) => upload.uid),
      fresh.uid,
    ]);

    expect(await cleanUpAbandonedUploads(t.ctx)).toBeGreaterThanOrEqual(2);

    const left = new Set(
      (await query<{ uid: string }>(t, 'SELECT uid FROM uploads WHERE uid = ANY($1)', [everyone.map((upload) => upload.uid)])).rows.map((row) => row.uid),
    );
    const media = async (upload: Upload) => (await t.app.inject({ method: 'GET', url: upload.url })).statusCode;
    for (const kept of [productImage, newLogo, avatar, fresh]) {
      expect(left.has(kept.uid), kept.kind).toBe(true);
      expect(await media(kept)).toBe(200);
    }
    for (const gone of [oldLogo, abandoned]) {
      expect(left.has(gone.uid)).toBe(false);
      expect(await media(gone)).toBe(404);
    }
    // Idempotent: a second run finds nothing more of these.
    await cleanUpAbandonedUploads(t.ctx);
    expect((await query(t, 'SELECT uid FROM uploads WHERE uid = ANY($1)', [[productImage.uid, newLogo.uid, avatar.uid, fresh.uid]])).rows).toHaveLength(4);
  });

  it('keeps an event’s cover and a venue’s photos, and deletes the organizer’s ones nothing shows', async () => {
    const { user, company } = await signedInWithCompany(t);
    await query(t, 'UPDATE companies SET is_organizer = true WHERE uid = $1', [company.uid]);
    const cover = await uploadImage(t, user.headers, 'event_cover');
    const photo = await uploadImage(t, user.headers, 'venue_photo');
    const unusedCover = await uploadImage(t, user.headers, 'event_cover');
    const unusedPhoto = await uploadImage(t, user.headers, 'venue_photo');
    const post = async (path: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url: api(path), headers: user.headers, payload });
      expect(response.statusCode, response.body).toBe(201);
    };
    await post('venues/mine', { name: 'Hall', address: 'ul. Długa 1', city: 'Gdańsk', countryId: 616, photos: [photo.uid] });
    await post('events/mine', { title: 'Fair', startsAt: '2031-01-01T09:00:00Z', endsAt: '2031-01-02T09:00:00Z', timeZone: 'UTC', coverImage: cover.uid });
    const all = [cover, photo, unusedCover, unusedPhoto].map((upload) => upload.uid);
    await query(t, "UPDATE uploads SET created_at = now() - interval '25 hours' WHERE uid = ANY($1)", [all]);
    await cleanUpAbandonedUploads(t.ctx);
    const left = (await query<{ uid: string }>(t, 'SELECT uid FROM uploads WHERE uid = ANY($1)', [all])).rows.map((row) => row.uid).sort();
    expect(left).toEqual([cover.uid, photo.uid].sort());
  });
});
