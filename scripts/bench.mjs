#!/usr/bin/env node
// Baseline figures, printed (never asserted in tests: these machines are shared and noisy).
//  1. API throughput with autocannon (10 connections): GET /api/client/profile (authenticated, hits
//     the database) and /healthz on Fairhub, against a bare Fastify hello-world started in the same run.
//  2. Initial JavaScript of the public pages (gzip) from the production build.
//  3. Lighthouse on /, /about, /faq, /events and an event page when the lighthouse package and Chromium are available.
//  4. The public catalogue at scale (`catalogue`): a fresh embedded database seeded with 100,000
//     events and 20,000 companies (npm run seed), then listing and search latencies (p50/p95/p99,
//     req/s) with bare Fastify in the same run, and EXPLAIN (ANALYZE, BUFFERS) of the main queries.
//  5. The organizer at scale (`organizer`): the same seeded catalogue, one coming event filled to
//     2,000 participants (apps/server/src/cli/bench-organizer.ts), then its participants list (JSON
//     pages, a search, the CSV) and statistics as its organizer sees them (p50/p95/p99, req/s), then
//     what the database spends on each (apps/server/src/cli/bench-organizer.explain.ts).
//  6. The live stream (`stream`): two server processes on one embedded database, 1,000 recipients
//     holding a stream each (spread over both), 1,000 senders (apps/server/src/cli/bench-stream.ts)
//     posting messages at a steady rate through the other process; delivery latency from the
//     sender's 201 to the recipient's `message.created` (p50/p95/p99), lost and repeated events, and
//     the servers' memory per open stream.
//  7. Meetings (`meetings`): a fresh database with a published three-day event with 15-minute slots
//     (apps/server/src/cli/bench-meetings.ts); the slots free for two people who already hold 20
//     meetings each (p50/p95/p99 at 10 and 1 connections, aim p95 < 30 ms), then 1,000 people
//     requesting one slot of 500 invitees at once and every invitee accepting all their requests at
//     once against 400 tables: accepts per second, p95, and the conflicts refused (checked in the
//     database afterwards: nobody and no table double-booked).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { createParser } from 'eventsource-parser';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const FAIRHUB_PORT = 3811;
const BARE_PORT = 3812;
const LIGHTHOUSE_PORT = 3813;
const CATALOGUE_PORT = 3815;
const ORGANIZER_PORT = 3817;
const STREAM_PORT = 3819;
const MEETINGS_PORT = 3821;

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

const fmt = (r) =>
  `${Math.round(r.requests.average).toString().padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   errors ${r.errors + r.non2xx}`;

async function apiFigures() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fairhub-bench-'));
  const bare = spawn(
    process.execPath,
    ['-e', `require('fastify')().get('/healthz', async () => ({ status: 'ok' })).listen({ port: ${BARE_PORT}, host: '127.0.0.1' })`],
    { cwd: 'apps/server', stdio: 'inherit' },
  );
  const fairhub = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(FAIRHUB_PORT),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(FAIRHUB_PORT + 1000),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/healthz`);
    await waitFor(`http://127.0.0.1:${FAIRHUB_PORT}/readyz`);
    const config = await (await fetch(`http://127.0.0.1:${FAIRHUB_PORT}/api/client/config`)).json();
    const tokenResponse = await fetch(`http://127.0.0.1:${FAIRHUB_PORT}/api/client/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        username: 'exhibitor@fairhub.test',
        password: 'fairhub-demo-2026',
      }),
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
    env: {
      ...process.env,
      PORT: String(LIGHTHOUSE_PORT),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(LIGHTHOUSE_PORT + 1000),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await launch({
    chromePath: chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    await waitFor(`http://127.0.0.1:${LIGHTHOUSE_PORT}/readyz`);
    // A coming event of the demo catalogue, at its canonical address.
    const listing = await (await fetch(`http://127.0.0.1:${LIGHTHOUSE_PORT}/api/client/events?perPage=1`)).json();
    const event = listing.items[0];
    const pages = ['/', '/about', '/faq', '/events', `/events/${event.uid}/${event.slug}`];
    for (const formFactor of ['mobile', 'desktop']) {
      console.log(`\nLighthouse 12.8 (${formFactor} preset, simulated throttling):`);
      for (const path of pages) {
        const settings = formFactor === 'desktop' ? desktopSettings() : {};
        const result = await lighthouse(
          `http://localhost:${LIGHTHOUSE_PORT}${path}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] },
          { extends: 'lighthouse:default', settings },
        );
        const c = result.lhr.categories;
        const metric = (id) => result.lhr.audits[id].displayValue;
        console.log(
          `  ${(path.startsWith('/events/') ? '/events/{uid}/{slug}' : path).padEnd(21)} performance ${c.performance.score}  accessibility ${c.accessibility.score}  best practices ${c['best-practices'].score}  SEO ${c.seo.score}   FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
        );
      }
    }
    console.log('  aim: performance ≥ 0.95, accessibility 1.0');
  } finally {
    chrome.kill();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs autocannon and records every response time, for exact percentiles (autocannon reports no p95). */
function measure(url, headers = {}, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: DURATION, headers }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
      resolve({ p50: at(50), p95: at(95), p99: at(99), rps: result.requests.average, errors: result.errors + result.non2xx, total: times.length });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * CPU time (ms) used so far by each of the Fairhub server and its embedded PostgreSQL's processes (the
 * postmaster and its children), read from /proc (Linux; an empty map elsewhere). Unlike latencies on
 * these shared cores, CPU time per request hardly depends on what else the machine runs.
 */
function cpuTimes(serverPid, clusterDir) {
  const times = new Map();
  if (!existsSync('/proc/self/stat')) return times;
  const read = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return { parent: Number(fields[1]), ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / 100 };
    } catch {
      return undefined; // gone meanwhile
    }
  };
  const server = read(serverPid);
  if (server) times.set(`server:${serverPid}`, server.ms);
  const postmaster = Number(readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const found = read(pid);
    if (found && (pid === postmaster || found.parent === postmaster)) times.set(`postgres:${pid}`, found.ms);
  }
  return times;
}

/** CPU ms per request of the server and of PostgreSQL between two cpuTimes() readings. */
function cpuPerRequest(before, after, requests) {
  const used = { server: 0, postgres: 0 };
  for (const [key, ms] of after) used[key.split(':')[0]] += ms - (before.get(key) ?? 0);
  return { server: used.server / requests, postgres: used.postgres / requests };
}

async function catalogueFigures() {
  const events = Number(process.env.BENCH_EVENTS ?? 100_000);
  const companies = Number(process.env.BENCH_COMPANIES ?? 20_000);
  const common = process.env.BENCH_COMMON_WORD ?? 'expo';
  const rare = process.env.BENCH_RARE_WORD ?? 'tribology';
  const typo = process.env.BENCH_TYPO ?? 'warszwa';
  const dataDir = mkdtempSync(join(tmpdir(), 'fairhub-bench-catalogue-'));
  const pgPort = CATALOGUE_PORT + 1000;
  const env = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' };
  console.log(
    `\nCatalogue: seeding ${events.toLocaleString('en-US')} events and ${companies.toLocaleString('en-US')} companies into a fresh embedded database`,
  );
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed.ts', '--events', String(events), '--companies', String(companies)], {
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  const bare = spawn(
    process.execPath,
    ['-e', `require('fastify')().get('/healthz', async () => ({ status: 'ok' })).listen({ port: ${BARE_PORT}, host: '127.0.0.1' })`],
    { cwd: 'apps/server', stdio: 'inherit' },
  );
  const fairhub = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...env, PORT: String(CATALOGUE_PORT), DEMO_DATA: 'false', NODE_ENV: 'production', RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${BARE_PORT}/healthz`);
    await waitFor(`http://127.0.0.1:${CATALOGUE_PORT}/readyz`);
    const base = `http://127.0.0.1:${CATALOGUE_PORT}/api/client`;
    const targets = [
      ['bare Fastify /healthz', `http://127.0.0.1:${BARE_PORT}/healthz`, null],
      ['GET events (first page)', `${base}/events`, 30],
      [`GET events?country=PL&code=C&q=${common}`, `${base}/events?country=PL&code=C&q=${common}`, 30],
      ['GET events?page=2000', `${base}/events?page=2000`, 30],
      [`GET search?q=${common} (common)`, `${base}/search?q=${common}`, 50],
      [`GET search?q=${rare} (rare)`, `${base}/search?q=${rare}`, 50],
      [`GET search?q=${typo} (typo)`, `${base}/search?q=${typo}`, 50],
    ];
    for (const [, url] of targets) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      for (let i = 0; i < 20; i++) await (await fetch(url)).arrayBuffer();
    }
    const totals = await (await fetch(`${base}/search?q=${rare}&limit=1`)).json();
    const load = () =>
      loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
    console.log(
      `\nAPI on the seeded catalogue, autocannon ${CONNECTIONS} connections, ${DURATION} s each (search q=${rare} finds ${totals.events.total} events)`,
    );
    console.log(`  load average before: ${load()} (1, 5, 15 min; the machine has 2 cores shared by PostgreSQL, the server and autocannon)`);
    console.log(`  ${'target'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}   aim p95   errors`);
    const ms = (value) => `${value.toFixed(1)} ms`.padStart(8);
    for (const [name, url, aim] of targets) {
      const r = await measure(url);
      const verdict = aim === null ? '' : r.p95 < aim ? `< ${aim} ms ok` : `< ${aim} ms MISSED`;
      console.log(`  ${name.padEnd(40)} ${String(Math.round(r.rps)).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}   ${verdict.padEnd(15)} ${r.errors}`);
    }
    console.log(`  load average after: ${load()}`);
    const password = readFileSync(join(dataDir, '.pg-password'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/fairhub`;
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the main queries (time, buffers, what they scan):');
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed.explain.ts', common, rare, typo], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
  } finally {
    await Promise.all([stop(bare), stop(fairhub)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function organizerFigures() {
  const events = Number(process.env.BENCH_EVENTS ?? 100_000);
  const companies = Number(process.env.BENCH_COMPANIES ?? 20_000);
  const people = Number(process.env.BENCH_PARTICIPANTS ?? 2_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'fairhub-bench-organizer-'));
  const env = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(ORGANIZER_PORT + 1000), LOG_LEVEL: 'warn' };
  console.log(
    `\nOrganizer: seeding ${events.toLocaleString('en-US')} events and ${companies.toLocaleString('en-US')} companies into a fresh embedded database`,
  );
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed.ts', '--events', String(events), '--companies', String(companies)], {
    env,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seeding failed');
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/bench-organizer.ts', String(people)], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (prepared.status !== 0) throw new Error('preparing the organizer benchmark failed');
  const bench = JSON.parse(prepared.stdout.trim().split('\n').at(-1));
  const fairhub = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...env, PORT: String(ORGANIZER_PORT), DEMO_DATA: 'false', NODE_ENV: 'production', RATE_LIMIT_MAX: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${ORGANIZER_PORT}/readyz`);
    const base = `http://127.0.0.1:${ORGANIZER_PORT}/api/client`;
    const config = await (await fetch(`${base}/config`)).json();
    const tokenResponse = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: config.clientId,
        client_secret: config.clientSecret,
        username: bench.email,
        password: bench.password,
      }),
    });
    const { access_token: token } = await tokenResponse.json();
    const headers = { authorization: `Bearer ${token}` };
    const event = `${base}/events/mine/${bench.eventUid}`;
    const targets = [
      ['participants (first page, latest first)', `${event}/participants`, 50],
      ['participants?status=pending&sort=name', `${event}/participants?status=pending&sort=name&perPage=50`, 50],
      ['participants?role=exhibitor&page=10', `${event}/participants?role=exhibitor&page=10`, 50],
      ['participants?q=an (search)', `${event}/participants?q=an`, 50],
      ['stats', `${event}/stats`, 50],
      ['participants?format=csv (all)', `${event}/participants?format=csv`, null],
    ];
    for (const [, url] of targets) {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer();
    }
    const loadNow = () =>
      loadavg()
        .map((value) => value.toFixed(2))
        .join(' ');
    console.log(
      `\nOrganizer API on the seeded catalogue: one event with ${bench.people.toLocaleString('en-US')} participants (${bench.applications.toLocaleString('en-US')} applications), autocannon ${DURATION} s each`,
    );
    console.log(`  load average before: ${loadNow()} (1, 5, 15 min)`);
    console.log(
      `  ${'target'.padEnd(42)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}   aim p95   errors   CPU per request: server + PostgreSQL`,
    );
    const ms = (value) => `${value.toFixed(1)} ms`.padStart(8);
    const clusterDir = join(dataDir, 'pg');
    // Ten connections measure what the two cores can serve (a latency is then about 10 ÷ req/s);
    // one connection measures what one organizer waits for.
    for (const connections of [CONNECTIONS, 1]) {
      console.log(`  ${connections} connection${connections === 1 ? '' : 's'}:`);
      for (const [name, url, aim] of targets) {
        const before = cpuTimes(fairhub.pid, clusterDir);
        const r = await measure(url, headers, connections);
        const cpu = cpuPerRequest(before, cpuTimes(fairhub.pid, clusterDir), r.total);
        const verdict = aim === null ? '' : r.p95 < aim ? `< ${aim} ms ok` : `< ${aim} ms MISSED`;
        console.log(
          `  ${name.padEnd(42)} ${String(Math.round(r.rps)).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}   ${verdict.padEnd(15)} ${String(r.errors).padEnd(8)} ${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)} ms`,
        );
      }
      console.log(`  load average: ${loadNow()}`);
    }
    const password = readFileSync(join(dataDir, '.pg-password'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${ORGANIZER_PORT + 1000}/fairhub`;
    spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/bench-organizer.explain.ts', bench.eventUid, bench.email], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
  } finally {
    await stop(fairhub);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A process's resident memory in bytes (Linux /proc). */
function residentBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : NaN;
}

/** Runs `task` for every item, at most `limit` at once. */
async function eachLimited(items, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        await task(items[index], index);
      }
    }),
  );
}

async function streamFigures() {
  const pairs = Number(process.env.BENCH_STREAMS ?? 1000);
  const rate = Number(process.env.BENCH_MESSAGES_PER_SECOND ?? 50);
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const dataDir = mkdtempSync(join(tmpdir(), 'fairhub-bench-stream-'));
  const pgPort = STREAM_PORT + 1000;
  const ports = [STREAM_PORT, STREAM_PORT + 1];
  const common = { ...process.env, LOG_LEVEL: 'warn', DEMO_DATA: 'false', NODE_ENV: 'production', RATE_LIMIT_MAX: '1000000', JOBS: 'false' };
  const servers = [];
  const streams = [];
  console.log(`\nLive stream: ${pairs.toLocaleString('en-US')} open streams over two server processes on one database, ${rate} messages/s for ${seconds} s`);
  try {
    servers.push(
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        env: { ...common, PORT: String(ports[0]), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitFor(`http://127.0.0.1:${ports[0]}/readyz`);
    const password = readFileSync(join(dataDir, '.pg-password'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/fairhub`;
    servers.push(
      spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        env: { ...common, PORT: String(ports[1]), DATABASE_URL: databaseUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitFor(`http://127.0.0.1:${ports[1]}/readyz`);
    const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/bench-stream.ts', String(pairs)], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (prepared.status !== 0) throw new Error('preparing the bench people failed');
    const people = JSON.parse(prepared.stdout.toString().trim().split('\n').pop());
    const base = (index) => `http://127.0.0.1:${ports[index % 2]}/api/client`;
    const json = { 'content-type': 'application/json' };

    // Each pair's conversation, started by the sender.
    await eachLimited(people, 16, async (pair, index) => {
      const response = await fetch(`${base(index + 1)}/conversations`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${pair.sender}` },
        body: JSON.stringify({ userUid: pair.recipientUid }),
      });
      if (!response.ok) throw new Error(`POST conversations answered ${response.status}: ${await response.text()}`);
      pair.conversationUid = (await response.json()).uid;
    });

    await sleep(2_000);
    const memoryBefore = servers.map((server) => residentBytes(server.pid));
    // Recipient i holds a stream on process i % 2; its sender posts through the other process.
    const pending = new Map(); // clientMessageId -> { sentAt, answeredAt, arrivedAt }
    const latencies = [];
    let delivered = 0;
    let repeated = 0;
    let early = 0;
    const record = (entry) => {
      if (entry.answeredAt === undefined || entry.arrivedAt === undefined) return;
      const ms = entry.arrivedAt - entry.answeredAt;
      if (ms < 0) early += 1;
      latencies.push(Math.max(0, ms));
    };
    await eachLimited(people, 50, async (pair, index) => {
      const controller = new AbortController();
      const response = await fetch(`${base(index)}/stream`, { headers: { authorization: `Bearer ${pair.recipient}` }, signal: controller.signal });
      if (response.status !== 200) throw new Error(`GET stream answered ${response.status}`);
      const seen = new Set();
      const parser = createParser({
        onEvent: (event) => {
          if (event.event !== 'message.created') return;
          const clientMessageId = JSON.parse(event.data).message.clientMessageId;
          if (seen.has(clientMessageId)) {
            repeated += 1;
            return;
          }
          seen.add(clientMessageId);
          const entry = pending.get(clientMessageId);
          if (!entry) return;
          entry.arrivedAt = performance.now();
          delivered += 1;
          record(entry);
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const done = (async () => {
        try {
          for (;;) {
            const { value, done: finished } = await reader.read();
            if (finished) break;
            parser.feed(decoder.decode(value, { stream: true }));
          }
        } catch {
          // closed by the bench
        }
      })();
      streams.push({ controller, done });
    });
    await sleep(3_000);
    const memoryOpen = servers.map((server) => residentBytes(server.pid));

    const total = Math.round(rate * seconds);
    const sendLatencies = [];
    let refused = 0;
    const started = performance.now();
    const sends = [];
    for (let n = 0; n < total; n++) {
      const due = started + (n * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const index = n % people.length;
      const pair = people[index];
      const clientMessageId = randomUUID();
      const entry = { sentAt: performance.now() };
      pending.set(clientMessageId, entry);
      sends.push(
        fetch(`${base(index + 1)}/conversations/${pair.conversationUid}/messages`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${pair.sender}` },
          body: JSON.stringify({ body: `Bench message ${n}`, clientMessageId }),
        })
          .then(async (response) => {
            entry.answeredAt = performance.now();
            await response.arrayBuffer();
            if (response.status !== 201) {
              refused += 1;
              pending.delete(clientMessageId);
              return;
            }
            sendLatencies.push(entry.answeredAt - entry.sentAt);
            record(entry);
          })
          .catch(() => {
            refused += 1;
            pending.delete(clientMessageId);
          }),
      );
    }
    await Promise.all(sends);
    const accepted = [...pending.values()].filter((entry) => entry.answeredAt !== undefined).length;
    const deadline = performance.now() + 10_000;
    while (delivered < accepted && performance.now() < deadline) await sleep(100);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const at = (values, p) => values[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
    const lat = sorted(latencies);
    const send = sorted(sendLatencies);
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(`  messages sent ${total}, answered 201: ${accepted}, refused or failed: ${refused}`);
    console.log(
      `  delivery (201 → recipient's message.created, other process): p50 ${ms(at(lat, 50))}   p95 ${ms(at(lat, 95))}   p99 ${ms(at(lat, 99))}   max ${ms(lat.at(-1) ?? NaN)}   aim p99 < 50 ms ${at(lat, 99) < 50 ? 'ok' : 'MISSED'}`,
    );
    console.log(`  events before the 201 arrived (counted as 0 ms): ${early}`);
    console.log(`  lost: ${accepted - delivered}   repeated: ${repeated}`);
    console.log(`  POST messages answered in: p50 ${ms(at(send, 50))}   p95 ${ms(at(send, 95))}   p99 ${ms(at(send, 99))}`);
    servers.forEach((server, index) => {
      const open = Math.ceil((pairs - index) / 2);
      const perStream = (memoryOpen[index] - memoryBefore[index]) / open;
      console.log(
        `  process ${index + 1}: ${open} streams, resident memory ${(memoryBefore[index] / 2 ** 20).toFixed(0)} MB → ${(memoryOpen[index] / 2 ** 20).toFixed(0)} MB with the streams open: ${(perStream / 1024).toFixed(1)} kB per stream`,
      );
    });
  } finally {
    for (const stream of streams) stream.controller.abort();
    for (const server of [...servers].reverse()) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function meetingsFigures() {
  const requesters = Number(process.env.BENCH_MEETING_REQUESTERS ?? 1000);
  const tables = Number(process.env.BENCH_MEETING_TABLES ?? 400);
  const dataDir = mkdtempSync(join(tmpdir(), 'fairhub-bench-meetings-'));
  const pgPort = MEETINGS_PORT + 1000;
  const env = { ...process.env, LOG_LEVEL: 'warn', DEMO_DATA: 'false', NODE_ENV: 'production', RATE_LIMIT_MAX: '1000000', JOBS: 'false' };
  console.log(`\nMeetings: a three-day event with 15-minute slots on a fresh embedded database`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...env, PORT: String(MEETINGS_PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${MEETINGS_PORT}/readyz`);
    const password = readFileSync(join(dataDir, '.pg-password'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/fairhub`;
    const cli = (args) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/bench-meetings.ts', ...args], {
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      });
      if (run.status !== 0) throw new Error(`bench-meetings.ts ${args.join(' ')} failed`);
      return JSON.parse(run.stdout.toString().trim().split('\n').pop());
    };
    const bench = cli([String(requesters), String(tables)]);
    const base = `http://127.0.0.1:${MEETINGS_PORT}/api/client`;
    const auth = (token) => ({ authorization: `Bearer ${token}` });
    const json = { 'content-type': 'application/json' };

    // 1. Free slots of A and B.
    const slotsUrl = `${base}/people/${bench.b.uid}/slots?event=${bench.eventUid}`;
    const first = await fetch(slotsUrl, { headers: auth(bench.a.token) });
    if (!first.ok) throw new Error(`${slotsUrl} answered ${first.status}: ${await first.text()}`);
    const free = (await first.json()).slots.length;
    for (let i = 0; i < 20; i++) await (await fetch(slotsUrl, { headers: auth(bench.a.token) })).arrayBuffer();
    const ms = (value) => `${value.toFixed(1)} ms`.padStart(8);
    console.log(
      `  free slots of two people (${bench.gridSlots} slots on the grid, each person holding 20 meetings: ${free} free for both), autocannon ${DURATION} s`,
    );
    console.log(`  ${'connections'.padEnd(14)} ${'req/s'.padStart(7)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}   aim p95   errors`);
    for (const connections of [CONNECTIONS, 1]) {
      const r = await measure(slotsUrl, auth(bench.a.token), connections);
      const verdict = r.p95 < 30 ? '< 30 ms ok' : '< 30 ms MISSED';
      console.log(
        `  ${String(connections).padEnd(14)} ${String(Math.round(r.rps)).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}   ${verdict.padEnd(15)} ${r.errors}`,
      );
    }

    // 2. The storm: every requester asks their invitee for the same slot (16 at a time), then every
    //    invitee accepts every request at once.
    const requested = [];
    const requestStatuses = {};
    await eachLimited(bench.storm, 16, async (pair) => {
      const response = await fetch(`${base}/meetings`, {
        method: 'POST',
        headers: { ...auth(pair.requester), ...json },
        body: JSON.stringify({ inviteeUid: pair.inviteeUid, eventUid: bench.eventUid, startsAt: bench.stormSlot, place: 'table' }),
      });
      const body = await response.json();
      requestStatuses[response.status] = (requestStatuses[response.status] ?? 0) + 1;
      if (response.status === 201) requested.push({ uid: body.uid, invitee: pair.invitee });
    });
    const outcomes = {};
    const times = [];
    const started = performance.now();
    await Promise.all(
      requested.map(async (meeting) => {
        const at = performance.now();
        let key;
        try {
          const response = await fetch(`${base}/meetings/${meeting.uid}/accept`, { method: 'POST', headers: auth(meeting.invitee) });
          const body = await response.json();
          key = response.status === 200 ? '200 accepted' : `${response.status} ${body.code}`;
        } catch (error) {
          key = `no answer (${error.cause?.code ?? error.message})`;
        }
        times.push(performance.now() - at);
        outcomes[key] = (outcomes[key] ?? 0) + 1;
      }),
    );
    const wall = (performance.now() - started) / 1000;
    times.sort((x, y) => x - y);
    const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
    const check = cli(['verify', bench.eventUid, bench.stormSlot]);
    const invitees = new Set(bench.storm.map((pair) => pair.inviteeUid)).size;
    const expected = Math.min(invitees, bench.tables);
    console.log(
      `  accept storm: ${bench.storm.length.toLocaleString('en-US')} requests for one slot to ${invitees} invitees (${Object.entries(requestStatuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')}), ${bench.tables} tables, every accept at once`,
    );
    console.log(
      `  ${requested.length} accepts in ${wall.toFixed(2)} s = ${Math.round(requested.length / wall)} accepts/s   p50 ${ms(at(50))}   p95 ${ms(at(95))}   p99 ${ms(at(99))}`,
    );
    console.log(
      `  answers: ${Object.entries(outcomes)
        .map(([key, count]) => `${count} × ${key}`)
        .join(', ')}`,
    );
    console.log(
      `  database after: ${check.accepted} accepted at ${check.tables} distinct tables (expected ${expected}: one per invitee, at most one per table), ${check.requested} still requested, ${check.declined} declined at that slot; overlapping holds of a person: ${check.person_overlaps}, of a table: ${check.table_overlaps} ${check.accepted === expected && check.tables === expected && check.person_overlaps === 0 && check.table_overlaps === 0 ? '(ok)' : '(WRONG)'}`,
    );
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
if (!only || only === 'api') await apiFigures();
if (!only || only === 'bundle') bundleFigures();
if (!only || only === 'lighthouse') await lighthouseFigures();
if (!only || only === 'catalogue') await catalogueFigures();
if (!only || only === 'organizer') await organizerFigures();
if (!only || only === 'stream') await streamFigures();
if (!only || only === 'meetings') await meetingsFigures();
