import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { constants as osConstants } from 'node:os';
import { parseConfig, ConfigError, type Config } from './config.ts';
import { connectDatabase, type DatabaseConnection } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { prepareDatabase } from './prepare-database.ts';
import { buildApp } from './app.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './sample-data/data/demo.records.ts';
import { loadDemoData } from './sample-data/generators/demo.service.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Node's `server.close()` stops accepting connections and closes the idle kept-alive ones, but a
 * connection whose request is still being answered stays open after its answer (Fastify keeps
 * connections alive for 72 s), holding `app.close()` until the forced exit. So once the shutdown
 * starts, answers not yet sent carry `Connection: close` (the client opens a new connection rather
 * than reusing one about to close) and a connection that falls idle is closed.
 */
function closeConnectionsAfterAnswers(server: Server) {
  const open = new Set<ServerResponse>();
  let closing = false;
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (closing && !response.headersSent) response.setHeader('connection', 'close');
    open.add(response);
    response.once('close', () => {
      open.delete(response);
      // By now the socket is detached from the answer: idle unless another request came on it.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  return () => {
    closing = true;
    for (const response of open) if (!response.headersSent) response.setHeader('connection', 'close');
  };
}

function printBanner(config: Config, demoLoaded: boolean, address: string) {
  const url = `http://localhost:${new URL(address).port}`;
  const lines = ['', `  Fairhub is running at ${url}`, `  API reference:        ${url}/api/docs`];
  if (config.isProduction) {
    lines.push('', `  Production start (NODE_ENV=production): public address ${config.PUBLIC_URL}, no demo accounts, no developer outbox.`);
    if (!config.SMTP_URL) lines.push('  SMTP_URL is not set: e-mails wait in the database; read them with "npm run admin -- outbox".');
  }
  if (config.DEMO_DATA) {
    lines.push('', `  Demo logins (password "${DEMO_PASSWORD}")${demoLoaded ? ' — created now' : ''}:`);
    for (const login of DEMO_LOGINS) lines.push(`    ${login.email.padEnd(26)} ${login.role}`);
  }
  if (config.outboxEnabled) lines.push('', `  E-mails are kept in the outbox (on this machine only): ${url}/stuff or "npm run admin -- outbox"`);
  console.log(`${lines.join('\n')}\n`);
}

async function main() {
  const config = parseConfig();
  const health = { shuttingDown: false };
  let embedded: EmbeddedDatabase | undefined;
  let database: DatabaseConnection | undefined;

  const log = (line: string) => console.log(`[fairhub] ${line}`);
  // Until the server listens, SIGTERM or SIGINT ends the start; the exit stops a PostgreSQL started
  // here (db/embedded.ts), which runs in a process group of its own and so does not get the signal.
  let stopServer: ((signal: NodeJS.Signals) => void) | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopServer) return stopServer(signal);
    log(`${signal} received while starting: stopping`);
    process.exit(128 + osConstants.signals[signal]);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  if (!config.DATABASE_URL) {
    log(`starting the embedded PostgreSQL (data in ${config.DATA_DIR}/)`);
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, log });
  }
  try {
    database = connectDatabase(config.DATABASE_URL ?? embedded!.url);
    await prepareDatabase(database.db);
    const { app, ctx } = await buildApp({ config, database, health });
    const demoLoaded = config.DEMO_DATA ? await loadDemoData(ctx) : false;

    let closing = false;
    const closeAfterAnswers = closeConnectionsAfterAnswers(app.server);
    const shutdown = async (signal: string) => {
      // A second signal (a repeated Ctrl+C, npm or tsx relaying the signal to the group it already
      // reached) must not end the process while open requests finish: the handlers stay.
      if (closing) return;
      closing = true;
      health.shuttingDown = true;
      log(`${signal} received: finishing open requests`);
      const force = setTimeout(() => {
        // The exit still sends the embedded PostgreSQL its fast-shutdown signal.
        console.error('[fairhub] shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS + 5_000).unref();
      try {
        // Every request already read is answered: Fastify's close waits for it, and the pool and
        // PostgreSQL go after the last one. libuv runs signal handlers after the other I/O of the
        // same loop turn, so a request that reached the socket before the signal has been read;
        // only one read later (sent after the signal on a kept-alive connection) gets a 503.
        closeAfterAnswers();
        await app.close();
        await database?.close();
        await embedded?.stop();
        clearTimeout(force);
        log('stopped');
        process.exit(0);
      } catch (error) {
        console.error('[fairhub] error during shutdown', error);
        process.exit(1);
      }
    };

    const address = await app.listen({ host: config.HOST, port: config.PORT });
    stopServer = (signal) => void shutdown(signal);
    printBanner(config, demoLoaded, address);
  } catch (error) {
    await database?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('[fairhub] could not start:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
