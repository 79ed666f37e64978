import { parseConfig, ConfigError, type Config } from './config.ts';
import { connectDatabase, type DatabaseConnection } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { prepareDatabase } from './db/prepare.ts';
import { buildApp } from './app.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, loadDemoData } from './modules/demo/demo.service.ts';

const SHUTDOWN_GRACE_MS = 10_000;

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
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      health.shuttingDown = true;
      log(`${signal} received: finishing open requests`);
      const force = setTimeout(() => {
        console.error('[fairhub] shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_GRACE_MS + 5_000).unref();
      try {
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
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));

    const address = await app.listen({ host: config.HOST, port: config.PORT });
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
