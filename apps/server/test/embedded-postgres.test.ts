import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';

const fixture = fileURLToPath(new URL('./fixtures/hold-embedded.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'fairhub-embedded-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);

function holdInChild() {
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

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded PostgreSQL', () => {
  it('keeps committed rows and starts again after the server was killed with -9', async () => {
    const { child, url } = holdInChild();
    const first = await url;
    await query(first, 'CREATE TABLE survivors (id int primary key)');
    await query(first, 'INSERT INTO survivors VALUES (1), (2), (3)');
    const postmasterPid = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The postmaster outlives its parent: that is the leftover the next start must handle.
    expect(() => process.kill(postmasterPid, 0)).not.toThrow();

    const again = await startEmbeddedPostgres({ dataDir, port });
    try {
      expect(await query(again.url, 'SELECT count(*)::int AS n FROM survivors')).toEqual([{ n: 3 }]);
      expect(() => process.kill(postmasterPid, 0)).toThrow();
    } finally {
      await again.stop();
    }
  }, 120_000);
});
