import sharp from 'sharp';
import { expect } from 'vitest';
import type { Upload } from '@fairhub/shared/uploads';
import type { UploadKind } from '@fairhub/shared/statuses';
import type { TestApp } from './test-app.ts';
import { api, json } from './helpers.ts';

/** A real picture of the given size and format, made in memory. */
export function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart/form-data body with text fields first, then one file. */
export function multipartBody(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = `----fairhub${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function postUpload(t: TestApp, headers: Record<string, string>, kind: string, file?: { name: string; type: string; data: Buffer }) {
  const body = multipartBody({ kind }, file);
  return t.app.inject({ method: 'POST', url: api('uploads'), headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Uploads a generated PNG as `kind` and returns the answer (201 expected). */
export async function uploadImage(t: TestApp, headers: Record<string, string>, kind: UploadKind) {
  const response = await postUpload(t, headers, kind, { name: 'picture.png', type: 'image/png', data: await makeImage('png') });
  expect(response.statusCode, response.body).toBe(201);
  return json<Upload>(response);
}
