import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer, type Mailer, type MailLogger } from './lib/mail/mailer.ts';
import { createRateLimiter, type RateLimit } from './plugins/rate-limit.ts';
import { createThrottle, type Throttle } from './lib/throttle.ts';
import { createAuthenticator, type Authenticate } from './plugins/auth.ts';
import { diskStorage, type FileStorage } from './lib/file-storage.ts';
import { createJobQueue, type JobQueue, type JobQueueTuning } from './lib/jobs/job-queue.ts';

/** What every module's routes (and the operator CLI) receive. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  rateLimit: RateLimit;
  /** Shared counters for limits a service decides itself (login failures, uploads, invitations). */
  throttle: Throttle;
  authenticate: Authenticate;
  /** Uploaded files (UPLOADS_DIR on disk). */
  storage: FileStorage;
  /** Background jobs (lib/jobs): modules define them, app.ts registers and starts them. */
  jobs: JobQueue;
}

export function createContext(config: Config, db: Database, log: MailLogger, options: { jobs?: JobQueueTuning } = {}): AppContext {
  const jobs = createJobQueue({ db, log, enabled: config.JOBS, tuning: options.jobs });
  return {
    config,
    db,
    mailer: createMailer({ db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log, jobs }),
    rateLimit: createRateLimiter(db, { max: config.RATE_LIMIT_MAX, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS }),
    throttle: createThrottle(db),
    authenticate: createAuthenticator(db),
    storage: diskStorage(config.UPLOADS_DIR),
    jobs,
  };
}
