import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@fairhub/shared/runtime-config';
import { createTestApp, TEST_CLIENT, type TestApp } from '../../../test/test-app.ts';
import { api, json } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ BUILD_ID: 'build-123' });
});

afterAll(async () => {
  await t?.close();
});

describe('GET config', () => {
  it('gives the SPA its runtime configuration without signing in', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('config') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(json<RuntimeConfig>(response)).toEqual({
      clientId: TEST_CLIENT.client_id,
      clientSecret: TEST_CLIENT.client_secret,
      version: '0.2',
      releaseStage: 'prod',
      build: 'build-123',
      restrictionFlag: '0',
      mapsKey: null,
      mapTiles: null,
      errorReportingKey: null,
      showOutbox: true,
      pushPublicKey: null,
    });
  });

  it('offers the outbox view only to a browser on this machine', async () => {
    const remote = json<RuntimeConfig>(await t.app.inject({ method: 'GET', url: api('config'), remoteAddress: '203.0.113.9' }));
    expect(remote.showOutbox).toBe(false);
  });

  it('passes the keys through and never offers the outbox in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', MAPS_KEY: 'maps-key', ERROR_REPORTING_KEY: 'bugs-key', OAUTH_CLIENT_ID: 'other-client' });
    try {
      const config = json<RuntimeConfig>(await production.app.inject({ method: 'GET', url: api('config') }));
      expect(config).toMatchObject({ clientId: 'other-client', mapsKey: 'maps-key', errorReportingKey: 'bugs-key', showOutbox: false });
    } finally {
      await production.close();
    }
  });

  it('gives the map tiles (template with the key in it, attribution) only when MAPS_TILE_URL is set', async () => {
    const tiles = await createTestApp({
      MAPS_TILE_URL: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key={key}',
      MAPS_TILE_KEY: 'public-tile-key',
      MAPS_ATTRIBUTION: '© MapTiler © OpenStreetMap contributors',
    });
    try {
      const config = json<RuntimeConfig>(await tiles.app.inject({ method: 'GET', url: api('config') }));
      expect(config.mapTiles).toEqual({
        url: 'https://api.maptiler.com/maps/streets-v2/{z}/{x}/{y}.png?key=public-tile-key',
        attribution: '© MapTiler © OpenStreetMap contributors',
      });
      // The Google maps-places key is another setting: tiles do not switch it on.
      expect(config.mapsKey).toBeNull();
    } finally {
      await tiles.close();
    }
    const without = json<RuntimeConfig>(await t.app.inject({ method: 'GET', url: api('config') }));
    expect(without.mapTiles).toBeNull();
  });
});
