import nodemailer from 'nodemailer';
import type { Language } from '@fairhub/shared/constants';
import type { Database, Executor } from '../../db/client.ts';
import { newUid } from '../../lib/random.ts';
import type { MailContent } from './mail.templates.ts';
import { renderHtml, renderText } from './mail.render.ts';
import { insertOutboxMessage, listOutbox, withPendingMessages } from './mail.repository.ts';

const MAX_ATTEMPTS = 5;
const RETRY_INTERVAL_MS = 30_000;

export interface MailLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailerOptions {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: MailLogger;
}

/**
 * Stores an e-mail in the outbox inside the caller's transaction, in the recipient's language. The
 * mailer delivers it after the commit: at once when `kick()` is called, otherwise on its next round.
 */
export async function enqueueMail(tx: Executor, to: string, language: Language, content: Record<Language, MailContent>) {
  const localized = content[language];
  await insertOutboxMessage(tx, {
    uid: newUid(),
    to,
    subject: localized.subject,
    text: renderText(localized),
    html: renderHtml(localized),
    links: localized.link ? [localized.link.url] : [],
  });
}

/**
 * Transactional outbox: an e-mail is stored in the same transaction as the change that causes it,
 * and delivered over SMTP after the commit (when SMTP_URL is set); otherwise it stays readable in
 * the outbox for developers and operators.
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function deliverPending() {
    if (!transport) return;
    await withPendingMessages(db, 20, MAX_ATTEMPTS, async (rows) => {
      const results = new Map<number, string | null>();
      for (const row of rows) {
        try {
          await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html });
          results.set(row.id, null);
        } catch (error) {
          log.warn({ err: error, outboxId: row.uid }, 'e-mail delivery failed; will retry');
          results.set(row.id, error instanceof Error ? error.message : String(error));
        }
      }
      return results;
    });
  }

  /** Starts a delivery round unless one is running; errors are logged, never thrown to a request. */
  function kick() {
    if (!transport || running) return running;
    running = deliverPending()
      .catch((error: unknown) => log.error({ err: error }, 'e-mail delivery round failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Stores the message in the caller's transaction; call `kick()` after the commit. */
    enqueue: enqueueMail,
    kick,
    start() {
      if (transport) timer = setInterval(kick, RETRY_INTERVAL_MS).unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
    listOutbox: (limit = 50) => listOutbox(db, limit),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
