import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './modules/mail/mail.service.ts';
import type { RateLimit } from './plugins/rate-limit.ts';
import type { Authenticate } from './plugins/auth.ts';

/** What every module's routes receive from buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  rateLimit: RateLimit;
  authenticate: Authenticate;
}
