#!/usr/bin/env node
// Baseline figures, printed (never asserted in tests: these machines are shared and noisy).
//  1. API throughput with autocannon (10 connections): GET /api/client/profile (authenticated, hits
//     the database) and /healthz on Fairhub, against a bare Fastify hello-world started in the same run.
//  2. Initial JavaScript of the public pages (gzip) from the production build.
//  3. Lighthouse on /, /about and /faq when the lighthouse package and Chromium are available.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const FAIRHUB_PORT = 3811;
const BARE_PORT = 3812;
const LIGHTHOUSE_PORT = 3813;

/** Stops a child process and waits until it is gone (the server stops its PostgreSQL first). */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not come up`);
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const fmt = (r) => `${Math.round(r.requests.average).toString().padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   errors ${r.errors + r.non2xx}`;

async function apiFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairhub-bench-'));
  const bare = spawn(process.execPath, ['-e', `require('fastify')().get('/healthz', async () => ({ status: 'ok' })).listen({ port: ${BARE_PORT}, host: '127.0.0.1' })`], { cwd: 'apps/server', stdio: 'inherit' });
  const fairhub = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...process.env, PORT: String(FAIRHUB_PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(FAIRHUB_PORT + 1000), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/healthz`);
    await waitFor(`http://127.0.0.1:${FAIRHUB_PORT}/readyz`);
    const config = await (await fetch(`http://127.0.0.1:${FAIRHUB_PORT}/api/client/config`)).json();
    const tokenResponse = await fetch(`http://127.0.0.1:${FAIRHUB_PORT}/api/client/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret, username: 'exhibitor@fairhub.test', password: 'fairhub-demo-2026' }),
    });
    const { access_token: token } = await tokenResponse.json();

    console.log(`\nAPI, autocannon ${CONNECTIONS} connections, ${DURATION} s each`);
    const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/healthz`);
    console.log(`  bare Fastify  /healthz             ${fmt(bareResult)}`);
    const health = await load(`http://127.0.0.1:${FAIRHUB_PORT}/healthz`);
    console.log(`  Fairhub       /healthz             ${fmt(health)}`);
    const profile = await load(`http://127.0.0.1:${FAIRHUB_PORT}/api/client/profile`, { authorization: `Bearer ${token}` });
    console.log(`  Fairhub       /api/client/profile  ${fmt(profile)}`);
    const ratio = profile.requests.average / bareResult.requests.average;
    console.log(`  profile / bare Fastify: ${(ratio * 100).toFixed(1)}% of req/s (aim ≥ 40%), profile p99 ${profile.latency.p99} ms (aim < 20 ms)`);
  } finally {
    await Promise.all([stop(bare), stop(fairhub)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function bundleFigures() {
  const dist = 'apps/web/dist';
  if (!existsSync(join(dist, 'index.html'))) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const sizes = files.map((file) => gzipSync(readFileSync(join(dist, file))).length);
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log('\nInitial JavaScript of the public pages (gzip), from index.html:');
  files.forEach((file, i) => console.log(`  ${file.padEnd(50)} ${(sizes[i] / 1024).toFixed(1)} kB`));
  console.log(`  total ${(total / 1024).toFixed(1)} kB (aim ≤ 170 kB)`);
}

/** Lighthouse's own desktop preset (lighthouse-core/config/desktop-config). */
function desktopSettings() {
  return {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    emulatedUserAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 },
  };
}

async function lighthouseFigures() {
  let lighthouse;
  try {
    lighthouse = (await import('lighthouse')).default;
  } catch {
    console.log('\nLighthouse: the lighthouse package is not installed; skipped.');
    return;
  }
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`\nLighthouse: no Chromium at ${chromium}; skipped.`);
    return;
  }
  const { launch } = await import('chrome-launcher');
  const dataDir = mkdtempSync(join(tmpdir(), 'fairhub-lh-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...process.env, PORT: String(LIGHTHOUSE_PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(LIGHTHOUSE_PORT + 1000), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await launch({ chromePath: chromium, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  try {
    await waitFor(`http://127.0.0.1:${LIGHTHOUSE_PORT}/readyz`);
    for (const formFactor of ['mobile', 'desktop']) {
      console.log(`\nLighthouse 12.8 (${formFactor} preset, simulated throttling):`);
      for (const path of ['/', '/about', '/faq']) {
        const settings = formFactor === 'desktop' ? desktopSettings() : {};
        const result = await lighthouse(`http://localhost:${LIGHTHOUSE_PORT}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }, { extends: 'lighthouse:default', settings });
        const c = result.lhr.categories;
        const metric = (id) => result.lhr.audits[id].displayValue;
        console.log(`  ${path.padEnd(7)} performance ${c.performance.score}  accessibility ${c.accessibility.score}  best practices ${c['best-practices'].score}  SEO ${c.seo.score}   FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`);
      }
    }
    console.log('  aim: performance ≥ 0.95, accessibility 1.0');
  } finally {
    chrome.kill();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
if (!only || only === 'api') await apiFigures();
if (!only || only === 'bundle') bundleFigures();
if (!only || only === 'lighthouse') await lighthouseFigures();
