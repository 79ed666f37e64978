import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { connectDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { createMailer } from '../modules/mail/mail.service.ts';
import { createAuthenticator } from '../plugins/auth.ts';
import { createRateLimiter } from '../plugins/rate-limit.ts';

const consoleLog = {
  warn: (details: object, message: string) => console.warn(message, details),
  error: (details: object, message: string) => console.error(message, details),
};

/** The same database path as the server (embedded unless DATABASE_URL), for operator commands. */
export async function openCliContext(config: Config) {
  const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
  const database = connectDatabase(config.DATABASE_URL ?? embedded!.url, { max: 2 });
  await prepareDatabase(database.db);
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: consoleLog });
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer,
    rateLimit: createRateLimiter(database.db, { max: config.RATE_LIMIT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS }),
    authenticate: createAuthenticator(database.db),
  };
  return {
    ctx,
    async close() {
      await mailer.kick();
      await mailer.stop();
      await database.close();
      await embedded?.stop();
    },
  };
}
