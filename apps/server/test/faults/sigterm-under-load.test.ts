import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { api, createSandbox, describeExit, isRunning, login, send, type Request, type ServerProcess } from './server-process.ts';

/**
 * SIGTERM under load: many requests (reads and writes over kept-alive connections) are in flight
 * when the signal arrives; every one of them gets a complete 2xx answer, and the process stops
 * with code 0. "In flight" is made certain rather than hoped for: the test holds a lock on the
 * products table, so the requests wait inside the server (on the lock, or for a pooled
 * connection) until the server has printed that it received the signal; then the lock goes.
 *
 * The signal goes to the Node process (a service manager's `kill PID`), and to the whole process
 * group (Ctrl+C in a terminal is SIGINT to the group; `kill -TERM -PGID`), which must not reach
 * the embedded PostgreSQL before the server is done with it.
 */

/** Connections, one request each, all opened before the burst. */
const CONNECTIONS = 40;

const sandbox = createSandbox('sigterm');
afterAll(() => sandbox.dispose(), 60_000);

interface Outcome {
  label: string;
  status?: number;
  connection?: string;
  error?: string;
  /** The answer came after the signal was sent. */
  afterSignal: boolean;
}

/** The burst: a quarter each of product creations, product lists, the company profile and public event lists. */
function burst(token: string, prefix: string): { label: string; request: Request }[] {
  return Array.from({ length: CONNECTIONS }, (_, index) => {
    switch (index % 4) {
      case 0:
        return {
          label: `POST products #${index}`,
          request: { method: 'POST', path: api('products'), token, json: { name: `${prefix} #${index}`, status: 'published' } },
        };
      case 1:
        return { label: `GET products #${index}`, request: { method: 'GET', path: api('products?perPage=5'), token } };
      case 2:
        return { label: `GET companies/mine #${index}`, request: { method: 'GET', path: api('companies/mine'), token } };
      default:
        return { label: `GET events #${index}`, request: { method: 'GET', path: api('events?perPage=5') } };
    }
  });
}

/** Opens CONNECTIONS kept-alive connections (one request each at once) and checks they are all free for the burst. */
async function openConnections(server: ServerProcess) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
  const warmUp = Array.from({ length: CONNECTIONS }, () => send(agent, server.url, { method: 'GET', path: '/healthz' }).answer);
  for (const answer of await Promise.all(warmUp)) expect(answer.status).toBe(200);
  const freeSockets = () => Object.values(agent.freeSockets).reduce((sum, list) => sum + (list?.length ?? 0), 0);
  for (let wait = 0; wait < 100 && freeSockets() < CONNECTIONS; wait += 1) await sleep(10);
  expect(freeSockets(), 'kept-alive connections ready for the burst').toBe(CONNECTIONS);
  return agent;
}

/** Sessions of the server waiting for a lock (on the test's products lock). */
async function lockWaiters(client: pg.Client) {
  // Inside a transaction pg_stat_activity is read once and kept: drop that snapshot first.
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = 'fairhub' AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
  );
  return rows[0]!.n;
}

/** The server's pool size (db/client.ts): at most this many of its sessions can wait on the lock. */
const POOL_SIZE = 10;

/**
 * Waits until the server's whole pool waits on the lock (the other requests then wait for a pooled
 * connection), at most 30 s; a slower server is still tested with what reached the lock by then.
 */
async function waitForBlockedRequests(client: pg.Client) {
  let waiting = 0;
  for (let poll = 0; poll < 300 && waiting < POOL_SIZE; poll += 1) {
    if (poll > 0) await sleep(100);
    waiting = await lockWaiters(client);
  }
  if (waiting === 0) throw new Error('no request of the burst reached the database lock within 30 s');
  return waiting;
}

async function signalUnderLoad(server: ServerProcess, token: string, signal: 'SIGTERM' | 'SIGINT', target: 'process' | 'group', prefix: string) {
  const agent = await openConnections(server);
  const holder = await sandbox.connect(server);
  const outcomes: Outcome[] = [];
  let signalled = false;
  try {
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const requests = burst(token, prefix).map(({ label, request }) => {
      const sent = send(agent, server.url, request);
      const outcome: Outcome = { label, afterSignal: false };
      outcomes.push(outcome);
      const settled = sent.answer.then(
        (answer) => {
          Object.assign(outcome, { status: answer.status, connection: answer.headers.connection, afterSignal: signalled });
          if (answer.status < 200 || answer.status > 299) outcome.error = answer.body.slice(0, 300);
        },
        (error: unknown) => Object.assign(outcome, { error: error instanceof Error ? error.message : String(error), afterSignal: signalled }),
      );
      return { sent, settled };
    });
    await Promise.all(requests.map(({ sent }) => sent.written));
    const blocked = await waitForBlockedRequests(holder);

    const signalledAt = Date.now();
    signalled = true;
    process.kill(target === 'group' ? -server.pid : server.pid, signal);
    await server.waitForOutput(new RegExp(`${signal} received`));
    // The server is shutting down with the burst still inside it; now let the requests through.
    let holderLost: string | undefined;
    try {
      await holder.query('ROLLBACK');
    } catch (error) {
      // PostgreSQL itself got the signal (a fast shutdown ends every session): the requests fail too.
      holderLost = `PostgreSQL ended the test's own session after ${signal} to the ${target}: ${String(error)}`;
    }
    await holder.end().catch(() => {});

    await Promise.all(requests.map(({ settled }) => settled));
    const exit = await server.exited;
    const stoppedIn = Date.now() - signalledAt;
    return { outcomes, exit, blocked, stoppedIn, holderLost };
  } finally {
    agent.destroy();
    await holder.end().catch(() => {});
  }
}

// Runs the server on its own embedded PostgreSQL, also when the API tests run on DATABASE_URL (as in
// CI, whose only pass that is: skipped there, these checks ran nowhere on CI).
describe('SIGTERM under load', () => {
  it('answers every request sent before the signal with a complete 2xx and exits with 0, signalled alone or with its process group', async () => {
    const started = Date.now();
    const run = randomBytes(3).toString('hex');
    let server = await sandbox.start();
    const token = await login(server);
    const figures: string[] = [`first start ${((Date.now() - started) / 1000).toFixed(1)} s`];
    const created: string[] = [];

    const cases = [
      { signal: 'SIGTERM', target: 'process' },
      { signal: 'SIGTERM', target: 'group' },
      { signal: 'SIGINT', target: 'group' },
    ] as const;
    for (const [index, { signal, target }] of cases.entries()) {
      if (index > 0) server = await sandbox.start();
      const postmaster = sandbox.postmasterPid();
      const prefix = `sigterm ${run} ${signal} ${target}`;
      const { outcomes, exit, blocked, stoppedIn, holderLost } = await signalUnderLoad(server, token, signal, target, prefix);

      const failed = outcomes.filter((outcome) => outcome.error !== undefined).map((outcome) => `${outcome.label}: ${outcome.status ?? ''} ${outcome.error}`);
      expect(failed, `requests in flight at ${signal} to the ${target}\n${holderLost ?? ''}\n${server.output()}`).toEqual([]);
      expect(holderLost).toBeUndefined();
      expect(exit, `exit after ${signal} to the ${target}\n${server.output()}`).toEqual({ code: 0, signal: null });
      expect(server.output()).toContain('[fairhub] stopped');
      // The server stopped its PostgreSQL on the way out.
      expect(postmaster !== undefined && isRunning(postmaster), 'PostgreSQL still running after the server stopped').toBe(false);

      created.push(...outcomes.filter((outcome) => outcome.status === 201).map((outcome) => `${prefix} #${outcome.label.split('#')[1]}`));
      const statuses = new Map<string, number>();
      for (const outcome of outcomes) statuses.set(`${outcome.status}`, (statuses.get(`${outcome.status}`) ?? 0) + 1);
      figures.push(
        `${signal} to the ${target}: ${outcomes.length} requests sent before the signal (${blocked} sessions on the lock), ` +
          `${outcomes.filter((outcome) => outcome.afterSignal).length} answered after it; statuses ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}; ` +
          `${outcomes.filter((outcome) => outcome.connection === 'close').length} with Connection: close; ${describeExit(exit)} ${stoppedIn} ms after the signal`,
      );
    }

    // The creations answered 201 were committed: a last start finds them.
    server = await sandbox.start();
    const client = await sandbox.connect(server);
    try {
      const { rows } = await client.query<{ name: string }>('SELECT name FROM products WHERE name LIKE $1', [`sigterm ${run} %`]);
      const names = new Set(rows.map((row) => row.name));
      expect(created.filter((name) => !names.has(name))).toEqual([]);
      figures.push(`${created.length} creations answered 201, all found after a restart; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } finally {
      await client.end();
    }
    console.log(`[SIGTERM under load] ${figures.join('\n  ')}`);
  }, 240_000);
});
