/**
 * The venue dialog's map (docs/decisions.md, "Venue map"), against a server of its own: the main e2e
 * server runs without map tiles, so this spec starts one configured with MAPS_TILE_URL pointing at a
 * local tile stand-in, signs in as the demo organizer, and checks that the map's tiles come from
 * the stand-in (the Content-Security-Policy lets exactly that origin in) and that a click on the map
 * fills the typed coordinates.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures.ts';
import { DEMO, DEMO_PASSWORD } from './support/api.ts';
import { startTileStandIn, type TileStandIn } from './support/tile-stand-in.ts';
import { asPhone, expectAccessible } from './support/a11y.ts';
import { logIn } from './support/ui.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

interface MapServer {
  baseURL: string;
  tiles: TileStandIn;
}

/** The stand-in and a server configured with it, started once per worker that runs this file. */
const mapTest = test.extend<object, { mapServer: MapServer }>({
  mapServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const tiles = await startTileStandIn();
      const port = await freePort();
      const dataDir = `${process.env.E2E_DATA_DIR ?? `${repoRoot}/test-results/e2e-data`}-venue-map`;
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_MAX: '1000',
          MAPS_TILE_URL: tiles.template,
          MAPS_ATTRIBUTION: 'Stand-in tiles for tests',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const baseURL = `http://localhost:${port}`;
      try {
        await expect
          .poll(
            async () => {
              if (server.exitCode !== null) throw new Error(`the map-configured server exited with ${server.exitCode}`);
              return fetch(`${baseURL}/readyz`).then(
                (response) => response.status,
                () => 0,
              );
            },
            { timeout: 100_000, intervals: [250] },
          )
          .toBe(200);
        await use({ baseURL, tiles });
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGTERM');
          await exited;
        }
        await tiles.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});
mapTest.use({ baseURL: async ({ mapServer }, use) => use(mapServer.baseURL) });

mapTest(
  'the venue dialog draws its map from the configured tiles, a click on it fills the coordinates, and it passes axe at both widths',
  async ({ page, mapServer }) => {
    const { baseURL, tiles } = mapServer;
    // The CSP of this server names the stand-in's origin for images.
    const csp = (await page.request.get(`${baseURL}/healthz`)).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${tiles.origin.replace(/[.:/]/g, '\\$&')}`));

    await logIn(page, DEMO.organizer, DEMO_PASSWORD);
    await page.goto('/panel/events?tab=venues');
    await page.getByRole('button', { name: 'New venue' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New venue' });
    await dialog.getByRole('combobox', { name: 'Country' }).fill('Pola');
    await dialog.getByRole('option', { name: 'Poland' }).click();

    const map = dialog.getByRole('region', { name: 'Map for placing the venue' });
    await expect(map).toBeVisible();
    await expect(map).toHaveAccessibleDescription(/With a keyboard, type the latitude and longitude/);
    await expect(map).toContainText('Stand-in tiles for tests');
    // Tiles are images from the stand-in, loaded (no CSP block: the problems fixture fails on one).
    await expect(map.locator(`img.leaflet-tile-loaded[src^="${tiles.origin}/"]`).first()).toBeVisible();
    expect(tiles.requested.length).toBeGreaterThan(0);

    const latitude = dialog.getByRole('textbox', { name: 'Latitude' });
    const longitude = dialog.getByRole('textbox', { name: 'Longitude' });
    await expect(latitude).toHaveValue('');
    // The map shows Poland: its middle is in Poland.
    await map.click();
    await expect(latitude).not.toHaveValue('');
    const lat = Number(await latitude.inputValue());
    const lng = Number(await longitude.inputValue());
    expect(lat).toBeGreaterThan(49);
    expect(lat).toBeLessThan(54.9);
    expect(lng).toBeGreaterThan(14);
    expect(lng).toBeLessThan(24.2);
    await expect(map.locator('.leaflet-marker-icon')).toBeVisible();

    // The dialog with its map passes axe and has no sideways scroll, at desktop width and at 360 px.
    await expectAccessible(page, 'the venue dialog with its map (1280 px)');
    await asPhone(page, async () => {
      await expect(map.locator(`img.leaflet-tile-loaded[src^="${tiles.origin}/"]`).first()).toBeVisible();
      await expectAccessible(page, 'the venue dialog with its map (360 px)');
    });
  },
);
