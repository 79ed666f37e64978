import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { registerSpa } from './spa.ts';

const dist = mkdtempSync(join(tmpdir(), 'fairhub-spa-'));
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fairhub</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = Fastify();
  registerErrorHandling(app);
  await registerSpa(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each([
    ['a browser', 'text/html,application/xhtml+xml'],
    ['curl', '*/*'],
    ['a client that sends no Accept', undefined],
  ])('serves index.html for page addresses to %s, revalidated on every visit', async (_who, accept) => {
    for (const url of ['/', '/panel/onboarding', '/reset/some-token?x=1']) {
      const response = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a JSON 404, not the page, for a missing file, an API path or a JSON-only client', async () => {
    for (const [url, accept] of [
      ['/assets/gone-123.js', '*/*'],
      ['/favicon.ico', 'image/*'],
      ['/api/client/nothing', 'text/html'],
      ['/panel', 'application/json'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { accept } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/problem+json');
    }
  });
});
