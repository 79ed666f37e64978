import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api } from '../../test/helpers.ts';
import { redactUrl } from './request-log.ts';

const TOKEN = 'Zx9_kL2-qW8eR4tY6uI0oP3aS5dF7gH1jK9lZ2xC4vB';
const lines: string[] = [];
const dist = mkdtempSync(join(tmpdir(), 'fairhub-log-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Fairhub</title></head><body></body></html>');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { webDist: dist, logStream: { write: (line) => lines.push(line) } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the request log', () => {
  it('keeps no token from an e-mailed link, for pages and API calls alike', async () => {
    await t.app.inject({ method: 'GET', url: `/reset/${TOKEN}`, headers: { accept: 'text/html' } });
    await t.app.inject({ method: 'GET', url: `/register/${TOKEN}`, headers: { accept: 'text/html' } });
    await t.app.inject({ method: 'GET', url: api(`invitations/${TOKEN}`) });
    await t.app.inject({ method: 'POST', url: api(`invitations/${TOKEN}/accept`), payload: {} });
    await t.app.inject({ method: 'GET', url: api(`confirm/${TOKEN}`) });
    const logged = lines.join('');
    expect(logged).toContain('/reset/[redacted]');
    expect(logged).toContain('/api/client/invitations/[redacted]/accept');
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain(TOKEN.slice(0, 20));
  });

  it('redacts token-shaped segments anywhere and leaves ordinary addresses alone', () => {
    expect(redactUrl(`/confirm/${TOKEN}?from=mail`)).toBe('/confirm/[redacted]?from=mail');
    expect(redactUrl(`/somewhere/${TOKEN}`)).toBe('/somewhere/[redacted]');
    expect(redactUrl(`/x?token=${TOKEN}&a=1`)).toBe('/x?token=[redacted]&a=1');
    expect(redactUrl('/events/abcDEF123456ghij/baltic-food-expo?page=2')).toBe('/events/abcDEF123456ghij/baltic-food-expo?page=2');
  });
});
