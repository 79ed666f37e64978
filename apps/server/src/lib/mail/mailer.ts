import nodemailer from 'nodemailer';
import type { Language } from '@fairhub/shared/constants';
import type { Database, Executor } from '../../db/client.ts';
import { newUid } from '../random.ts';
import { renderHtml, renderText, type MailContent } from './mail-content.ts';
import { insertOutboxMessage, insertOutboxMessages, listOutbox, withPendingMessages } from './outbox.repository.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { DELIVER_MAIL_JOB } from './mail-jobs.ts';

/** Each message is tried this many times (one try per delivery round that picks it up). */
export const MAX_ATTEMPTS = 5;
/** Messages per delivery round. */
const BATCH = 20;

export interface MailLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: MailLogger;
  /** Delivery rounds run as the `mail.deliver` job when this process's queue runs (mail-jobs.ts). */
  jobs?: Pick<JobQueue, 'running' | 'send'>;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Stores an e-mail in the outbox inside the caller's transaction, in the recipient's language. Call
 * `mailer.kick()` after the commit; otherwise the next scheduled round delivers it.
 */
export async function enqueueMail(tx: Executor, to: string, language: Language, content: Record<Language, MailContent>) {
  await insertOutboxMessage(tx, outboxRow(to, language, content));
}

/** Many e-mails at once (each in its recipient's language), in a few statements: one change that tells many people. */
export async function enqueueMails(tx: Executor, messages: readonly { to: string; language: Language; content: Record<Language, MailContent> }[]) {
  await insertOutboxMessages(
    tx,
    messages.map((message) => outboxRow(message.to, message.language, message.content)),
  );
}

function outboxRow(to: string, language: Language, content: Record<Language, MailContent>) {
  const localized = content[language];
  return {
    uid: newUid(),
    to,
    subject: localized.subject,
    text: renderText(localized),
    html: renderHtml(localized),
    links: localized.link ? [localized.link.url] : [],
  };
}

/**
 * Transactional outbox: an e-mail is stored in the same transaction as the change that causes it,
 * and delivered over SMTP after the commit (when SMTP_URL is set); otherwise it stays readable in
 * the outbox for developers and operators. Delivery rounds are the `mail.deliver` job: `kick()` sends
 * one after a commit and the schedule retries what is left every minute. A process that runs no
 * jobs (JOBS=false, the operator CLI, before the queue starts) delivers in-process instead.
 */
export function createMailer({ db, smtpUrl, from, log, jobs }: MailerOptions) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  let running: Promise<void> | undefined;

  /** One round over the oldest pending messages; throws when the round itself fails (the database). */
  async function deliverBatch(): Promise<DeliveryReport> {
    const report = { sent: 0, failed: 0 };
    if (!transport) return report;
    await withPendingMessages(db, BATCH, MAX_ATTEMPTS, async (rows) => {
      const results = new Map<number, string | null>();
      for (const row of rows) {
        try {
          await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html });
          results.set(row.id, null);
          report.sent += 1;
        } catch (error) {
          log.warn({ err: error, outboxId: row.uid }, 'e-mail delivery failed; will retry');
          results.set(row.id, error instanceof Error ? error.message : String(error));
          report.failed += 1;
        }
      }
      return results;
    });
    return report;
  }

  /** Rounds of this process never overlap: a new one starts after the running one. */
  function nextRound() {
    const round = (running ?? Promise.resolve()).then(deliverBatch);
    const settled = round.then(
      () => undefined,
      () => undefined,
    );
    running = settled;
    void settled.then(() => {
      if (running === settled) running = undefined;
    });
    return round;
  }

  /** An in-process round unless one is running (then that one); errors are logged, never thrown. */
  function deliverHere() {
    if (running) return running;
    return nextRound().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'e-mail delivery round failed'),
    );
  }

  return {
    /** Stores the message in the caller's transaction; call `kick()` after the commit. */
    enqueue: enqueueMail,
    /** Whether messages leave at all (SMTP_URL is set). */
    delivers: transport !== undefined,
    /**
     * After a commit that stored e-mails: queues a delivery round, or runs one here when this process
     * runs no jobs (resolving once it has committed). Never rejects.
     */
    kick(): Promise<void> {
      if (!transport) return Promise.resolve();
      if (!jobs?.running) return deliverHere();
      return jobs.send(DELIVER_MAIL_JOB).then(
        () => undefined,
        (error: unknown) => {
          log.error({ err: error }, 'could not queue e-mail delivery; delivering here');
          return deliverHere();
        },
      );
    },
    /** The `mail.deliver` job's handler: a round after any running one; throws when it fails. */
    deliver: (): Promise<DeliveryReport> => nextRound(),
    /** Waits for a running round and closes the SMTP connection; stop the job queue first. */
    async stop() {
      await running;
      transport?.close();
    },
    listOutbox: (limit = 50) => listOutbox(db, limit),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
