import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { readdirSync } from 'node:fs';
import type { Upload } from '@fairhub/shared/uploads';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expectFieldError, expectProblem, invite, json, query, signedInUser, signedInWithCompany, uniqueEmail, api, bearer } from '../../../test/helpers.ts';
import { makeImage, multipartBody, postUpload } from '../../../test/uploads.ts';
import { requireUploads } from './uploads.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const png = async (width = 800, height = 600) => ({ name: 'photo.png', type: 'image/png', data: await makeImage('png', width, height) });

describe('POST uploads', () => {
  it('stores a resized WebP and serves it at its URL with long caching', async () => {
    const { user } = await signedInWithCompany(t);
    const response = await postUpload(t, user.headers, 'product', { name: 'p.jpg', type: 'image/jpeg', data: await makeImage('jpeg', 3000, 1500) });
    expect(response.statusCode, response.body).toBe(201);
    const upload = json<Upload>(response);
    expect(upload).toMatchObject({ kind: 'product', url: `/media/${upload.uid}.webp`, width: 1600, height: 800 });

    const media = await t.app.inject({ method: 'GET', url: upload.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toContain('immutable');
    const meta = await sharp(media.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('crops avatars square and never enlarges small logos', async () => {
    const user = await signedInUser(t);
    const avatar = json<Upload>(await postUpload(t, user.headers, 'avatar', await png(900, 400)));
    expect([avatar.width, avatar.height]).toEqual([256, 256]);
    const logo = json<Upload>(await postUpload(t, user.headers, 'logo', await png(120, 60)));
    expect([logo.width, logo.height]).toEqual([120, 60]);
  });

  it('judges the type by content, not by the name or the declared type', async () => {
    const { user } = await signedInWithCompany(t);
    const text = await postUpload(t, user.headers, 'product', { name: 'photo.png', type: 'image/png', data: Buffer.from('not an image at all, just text') });
    expectFieldError(text, 'file', 'upload_type');
    const svg = await postUpload(t, user.headers, 'product', {
      name: 'logo.svg',
      type: 'image/svg+xml',
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    });
    expectFieldError(svg, 'file', 'upload_type');
    const disguised = await postUpload(t, user.headers, 'product', { name: 'notes.txt', type: 'text/plain', data: await makeImage('gif', 40, 40) });
    expect(disguised.statusCode, disguised.body).toBe(201);
  });

  it('refuses files over 2 MB and stores nothing', async () => {
    const { user } = await signedInWithCompany(t);
    const before = await query(t, 'SELECT count(*)::int AS n FROM uploads');
    const big = Buffer.concat([await makeImage('png', 100, 100), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await postUpload(t, user.headers, 'product', { name: 'big.png', type: 'image/png', data: big });
    expectFieldError(response, 'file', 'upload_too_large');
    const after = await query(t, 'SELECT count(*)::int AS n FROM uploads');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('names what is missing or wrong', async () => {
    const { user } = await signedInWithCompany(t);
    expectFieldError(await postUpload(t, user.headers, 'banner', await png()), 'kind', 'upload_kind_invalid');
    expectFieldError(await postUpload(t, user.headers, 'product'), 'file', 'required');
    const notMultipart = await t.app.inject({ method: 'POST', url: api('uploads'), headers: user.headers, payload: { kind: 'logo' } });
    expectProblem(notMultipart, 400, 'multipart_required');
  });

  it('lets only the right people upload each kind', async () => {
    const body = multipartBody({ kind: 'avatar' }, await png());
    const anonymous = await t.app.inject({ method: 'POST', url: api('uploads'), headers: body.headers, payload: body.payload });
    expectProblem(anonymous, 401);

    const loner = await signedInUser(t);
    expectProblem(await postUpload(t, loner.headers, 'product', await png()), 400, 'no_company');

    const { user: owner, company } = await signedInWithCompany(t);
    const memberEmail = uniqueEmail('member');
    const { token } = await invite(t, owner, company, memberEmail, 'member');
    const accepted = await t.app.inject({
      method: 'POST',
      url: api(`invitations/${token}/accept`),
      payload: { firstName: 'Mia', lastName: 'Member', password: 'Another long secret 7', acceptTerms: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: api('oauth/token'),
      payload: {
        grant_type: 'password',
        username: memberEmail,
        password: 'Another long secret 7',
        client_id: 'fairhub-web',
        client_secret: 'fairhub-web-public-client-secret',
      },
    });
    const member = bearer(json<{ access_token: string }>(login).access_token);
    expectProblem(await postUpload(t, member, 'logo', await png()), 403);
    expect((await postUpload(t, member, 'product', await png())).statusCode).toBe(201);
  });
});

describe('requireUploads', () => {
  it('accepts only uploads of the kind that the company or the user owns', async () => {
    const a = await signedInWithCompany(t);
    const b = await signedInWithCompany(t);
    const own = json<Upload>(await postUpload(t, a.user.headers, 'product', await png()));
    const foreign = json<Upload>(await postUpload(t, b.user.headers, 'product', await png()));
    const ids = await query<{ user_id: string; company_id: string }>(t, 'SELECT user_id, company_id FROM uploads WHERE uid = $1', [own.uid]);
    const owner = { userId: Number(ids.rows[0]!.user_id), companyId: Number(ids.rows[0]!.company_id) };

    await expect(requireUploads(t.db, [own.uid, own.uid], 'product', owner, 'images')).resolves.toEqual([own.uid]);
    await expect(requireUploads(t.db, [own.uid, foreign.uid], 'product', owner, 'images')).rejects.toMatchObject({
      status: 400,
      extra: { errors: [{ field: 'images', code: 'upload_unknown' }] },
    });
    await expect(requireUploads(t.db, [own.uid], 'logo', owner, 'logo')).rejects.toMatchObject({ status: 400 });
  });
});

describe('GET /media/:file', () => {
  it('answers 404 for unknown files and refuses odd names', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/AAAAAAAAAAAAAAAA.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });

  it('keeps files in sharded folders under UPLOADS_DIR', async () => {
    const user = await signedInUser(t);
    const upload = json<Upload>(await postUpload(t, user.headers, 'avatar', await png()));
    const shard = upload.uid.slice(0, 2).toLowerCase();
    expect(readdirSync(`${t.ctx.config.UPLOADS_DIR}/${shard}`)).toContain(`${upload.uid}.webp`);
  });
});
