import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { API_BASE } from '@fairhub/shared/constants';
import { DEMO_PASSWORD } from '../../src/sample-data/data/demo.records.ts';

/**
 * The real server as a child process, started the way `npm start -w @fairhub/server` starts it (tsx
 * in the Node process itself, the embedded PostgreSQL as its child), on a temporary DATA_DIR. The
 * fault tests kill and signal it; `dispose()` leaves no process and no folder behind, also when a
 * test fails.
 */

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));
const STARTUP_LIMIT_MS = 120_000;
const OUTPUT_KEPT = 64 * 1024;

export const EXHIBITOR = 'exhibitor@fairhub.test';
export const api = (path: string) => `${API_BASE}/${path.replace(/^\//, '')}`;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  port: number;
  pgPort: number;
  /** What the process printed so far (the last 64 KB of stdout and stderr). */
  output(): string;
  /** Resolves once the output matches; rejects when the process exits first or after `limitMs`. */
  waitForOutput(pattern: RegExp, limitMs?: number): Promise<void>;
  /** Settles when the process has exited. */
  exited: Promise<Exit>;
  hasExited(): boolean;
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}

/** Alive and not a zombie (a process killed while its parent does not reap it yet). */
export function isRunning(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    if (process.platform === 'linux') return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

/** Waits (at most `limitMs`) for a process to be gone; true when it is. */
export async function waitUntilGone(pid: number, limitMs = 20_000) {
  for (const started = Date.now(); Date.now() - started < limitMs; await sleep(50)) {
    if (!isRunning(pid)) return true;
  }
  return !isRunning(pid);
}

function kill(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

export interface Sandbox {
  dataDir: string;
  /** Starts the server on the sandbox's DATA_DIR (fresh ports each time) and waits until /readyz answers 200. */
  start(): Promise<ServerProcess>;
  /** The pid of the postmaster that holds the cluster, from `<DATA_DIR>/pg/postmaster.pid`. */
  postmasterPid(): number | undefined;
  /** A client on the embedded database, as its superuser. */
  connect(server: ServerProcess): Promise<pg.Client>;
  /** Kills every server started here and its PostgreSQL, then removes the folder. */
  dispose(): Promise<void>;
}

export function createSandbox(name: string): Sandbox {
  const dataDir = mkdtempSync(join(tmpdir(), `fairhub-${name}-`));
  const servers: ServerProcess[] = [];
  const postmasters = new Set<number>();

  const postmasterPid = () => {
    const file = join(dataDir, 'pg', 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  };

  const start = async () => {
    for (let attempt = 1; ; attempt += 1) {
      const server = launch(dataDir, await freePort(), await freePort());
      servers.push(server);
      try {
        await waitUntilReady(server);
        const pid = postmasterPid();
        if (pid) postmasters.add(pid);
        return server;
      } catch (error) {
        kill(-server.pid, 'SIGKILL');
        await server.exited;
        // Another process took one of the ports between the probe and the start: try other ports.
        if (attempt < 3 && /EADDRINUSE|could not bind|already in use/i.test(server.output())) continue;
        throw error;
      }
    }
  };

  const connect = async (server: ServerProcess) => {
    const password = readFileSync(join(dataDir, '.pg-password'), 'utf8').trim();
    const client = new pg.Client({ host: '127.0.0.1', port: server.pgPort, user: 'postgres', password, database: 'fairhub' });
    // The server stops PostgreSQL at its end; a session still open then must not crash the test.
    client.on('error', () => {});
    await client.connect();
    return client;
  };

  // The servers lead process groups of their own: should the test process end without dispose(),
  // they must not outlive it.
  const killAll = () => {
    for (const server of servers) if (!server.hasExited()) kill(-server.pid, 'SIGKILL');
    for (const pid of postmasters) if (isRunning(pid)) kill(pid, 'SIGKILL');
  };
  process.once('exit', killAll);

  const dispose = async () => {
    process.removeListener('exit', killAll);
    for (const server of servers) {
      if (!server.hasExited()) kill(-server.pid, 'SIGKILL');
    }
    await Promise.all(servers.map((server) => server.exited));
    const current = postmasterPid();
    if (current) postmasters.add(current);
    for (const pid of postmasters) if (isRunning(pid)) kill(pid, 'SIGKILL');
    for (const pid of postmasters) await waitUntilGone(pid, 10_000);
    rmSync(dataDir, { recursive: true, force: true });
  };

  return { dataDir, start, postmasterPid, connect, dispose };
}

function launch(dataDir: string, port: number, pgPort: number): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The fault tests are about the embedded PostgreSQL, also when the API tests run on DATABASE_URL.
  for (const key of ['DATABASE_URL', 'NODE_OPTIONS', 'INIT_CWD', 'UPLOADS_DIR', 'PUBLIC_URL']) delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web-build'),
  });
  // detached: the server leads its own process group, so a test can signal the group as a terminal or
  // a service manager does.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: SERVER_DIR, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  let exit: Exit | undefined;
  const waiters = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    text = (text + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
    for (const waiter of waiters) waiter();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      for (const waiter of waiters) waiter();
    });
    // 'close' comes after the last output; the exit status is known by then.
    child.once('close', (code, signal) => resolve(exit ?? { code, signal }));
    child.once('error', (error) => {
      text += `\n[spawn error] ${error.message}`;
      exit = { code: null, signal: null };
      resolve(exit);
    });
  });

  const waitForOutput = (pattern: RegExp, limitMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(text)) done(resolve);
        else if (exit) done(() => reject(new Error(`the server exited (${describeExit(exit!)}) before printing ${pattern}:\n${text}`)));
      };
      const timer = setTimeout(() => done(() => reject(new Error(`the server did not print ${pattern} within ${limitMs} ms:\n${text}`))), limitMs);
      const done = (settle: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        settle();
      };
      waiters.add(check);
      check();
    });

  return {
    child,
    pid: child.pid ?? -1,
    url: `http://127.0.0.1:${port}`,
    port,
    pgPort,
    output: () => text,
    waitForOutput,
    exited,
    hasExited: () => exit !== undefined,
  };
}

export function describeExit(exit: Exit) {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}

async function waitUntilReady(server: ServerProcess) {
  const started = Date.now();
  while (Date.now() - started < STARTUP_LIMIT_MS) {
    if (server.hasExited()) break;
    const status = await send(false, server.url, { method: 'GET', path: '/readyz', limitMs: 2_000 }).answer.then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  const why = server.hasExited() ? `exited (${describeExit(await server.exited)})` : `was not ready within ${STARTUP_LIMIT_MS} ms`;
  throw new Error(`the server ${why}:\n${server.output()}`);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  json?: unknown;
  /** The request fails with "timed out" after this long without progress. */
  limitMs?: number;
}

export interface Sent {
  /** Resolves once the whole request has been handed to the socket. */
  written: Promise<void>;
  /** Resolves with a complete answer; rejects on a reset, a cut-short body or a timeout. */
  answer: Promise<Answer>;
}

/** One HTTP request over `agent` (false: a connection of its own). */
export function send(agent: http.Agent | false, baseUrl: string, request: Request): Sent {
  const body = request.json !== undefined ? JSON.stringify(request.json) : undefined;
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  let markWritten: () => void = () => {};
  const written = new Promise<void>((resolve) => (markWritten = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const outgoing = http.request(new URL(request.path, baseUrl), { method: request.method, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('close', () => {
        if (!incoming.complete) reject(new Error('the answer was cut short'));
        else resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    outgoing.on('finish', markWritten);
    outgoing.on('error', reject);
    outgoing.setTimeout(request.limitMs ?? 60_000, () => outgoing.destroy(new Error('timed out')));
    outgoing.end(body);
  });
  return { written, answer };
}

/** Logs in as a demo user (password grant, JSON body as the web app sends it) and returns the access token. */
export async function login(server: ServerProcess, username = EXHIBITOR) {
  const answer = await send(false, server.url, {
    method: 'POST',
    path: api('oauth/token'),
    json: { grant_type: 'password', client_id: 'fairhub-web', client_secret: 'fairhub-web-public-client-secret', username, password: DEMO_PASSWORD },
  }).answer;
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${answer.body}`);
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

/** Every product name of the caller's company, read page by page through the API. */
export async function productNames(server: ServerProcess, token: string) {
  const names: string[] = [];
  for (let page = 1; page <= 1_000; page += 1) {
    const answer = await send(false, server.url, { method: 'GET', path: api(`products?perPage=100&page=${page}&sort=created`), token }).answer;
    if (answer.status !== 200) throw new Error(`GET products answered ${answer.status}: ${answer.body}`);
    const { items, total } = JSON.parse(answer.body) as { items: { name: string }[]; total: number };
    names.push(...items.map((item) => item.name));
    if (items.length === 0 || names.length >= total) break;
  }
  return names;
}
