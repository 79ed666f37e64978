import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const API = '/api/client';

/** The API with a bearer token: fails the test unless the answer has the expected status. */
export async function apiAs<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
  expected = method === 'POST' ? 201 : 200,
): Promise<T> {
  const response = await request.fetch(`${API}/${path.replace(/^\//, '')}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(expected);
  return (await response.json()) as T;
}

/** Uploads an image through POST uploads (multipart) and returns its uid. */
export async function uploadImage(request: APIRequestContext, token: string, kind: 'logo' | 'avatar' | 'product', png: Buffer): Promise<string> {
  const response = await request.post(`${API}/uploads`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { kind, file: { name: 'image.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { uid: string }).uid;
}

/** A product made through the API (POST products). */
export async function createProductApi(
  request: APIRequestContext,
  token: string,
  input: { name: string; status?: 'draft' | 'published'; images?: string[]; price?: string; currency?: string; description?: string },
): Promise<{ uid: string; name: string }> {
  return apiAs(request, token, 'POST', 'products', input);
}

/** An offer made through the API (POST offers). */
export async function createOfferApi(
  request: APIRequestContext,
  token: string,
  input: { kind: 'offer' | 'request' | 'partnership'; title: string; status?: 'draft' | 'active' | 'closed'; description?: string },
): Promise<{ uid: string; title: string }> {
  return apiAs(request, token, 'POST', 'offers', input);
}

/** The public company page's data (GET organizers/{uid}), anonymous. */
export async function publicCompany(request: APIRequestContext, uid: string) {
  const response = await request.get(`${API}/organizers/${encodeURIComponent(uid)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { uid: string; products: { uid: string; name: string }[]; offers: { uid: string; title: string }[] };
}

// ---------------------------------------------------------------------------------------------------
// A small valid PNG, made here so the journeys upload a real image without a fixture file.

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** An RGB PNG of `width` × `height` with a diagonal two-colour pattern (so it is not one flat colour). */
export function makePng(
  width = 96,
  height = 64,
  colours: [number, number, number][] = [
    [29, 78, 216],
    [250, 204, 21],
  ],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = colours[Math.floor((x + y) / 16) % colours.length]!;
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0))]);
}

// ---------------------------------------------------------------------------------------------------
// Browser helpers.

/** The panel page's title (its h1 in the main region). */
export function pageHeading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1, name });
}

/** The company page's team list ("People"). */
export function peopleList(page: Page): Locator {
  return page.getByRole('list', { name: 'People' });
}

/** The invitations list on /panel/company. */
export function invitationsList(page: Page): Locator {
  return page.getByRole('list', { name: 'Invitations' });
}

/** Waits until an <img> has loaded a real picture (not a broken one). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), { message: 'the image has loaded' })
    .toBeGreaterThan(0);
}
