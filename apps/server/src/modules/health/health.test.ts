import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { connectDatabase } from '../../db/client.ts';
import { buildApp } from '../../app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('GET /healthz answers 200 while the process is alive', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 while shutting down', async () => {
    const health = { shuttingDown: false };
    const { app } = await buildApp({ config: t.ctx.config, database: { db: t.db, pool: t.pool, close: async () => {} }, webDist: null, health });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      health.shuttingDown = true;
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'shutting_down' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('GET /readyz answers 503 when the database cannot be reached', async () => {
    const unreachable = connectDatabase('postgres://nobody:secret@127.0.0.1:1/none', { max: 1 });
    const { app } = await buildApp({ config: t.ctx.config, database: unreachable, webDist: null });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'database_unreachable' });
      expect(response.body).not.toContain('secret');
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
