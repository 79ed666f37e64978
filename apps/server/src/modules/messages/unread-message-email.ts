import { resolveNotificationPrefs } from '@fairhub/shared/settings';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job-queue.ts';
import { enqueueMail } from '../../lib/mail/mailer.ts';
import { unreadMessageMail } from '../mail/message.templates.ts';
import { lockUnreadEmailState, markEmailed } from './messages.repository.ts';

export const UNREAD_MESSAGE_EMAIL_JOB = 'messages.unread-email';
/** A message still unread this long after it arrived is e-mailed about… */
export const UNREAD_EMAIL_DELAY_SECONDS = 10 * 60;
/** …at most once per conversation and recipient in this time. */
export const UNREAD_EMAIL_INTERVAL_SECONDS = 60 * 60;

export interface UnreadEmailJob {
  conversationId: number;
  recipientId: number;
}

const keyOf = (job: UnreadEmailJob) => `${job.conversationId}:${job.recipientId}`;

/**
 * Inside the send's transaction: a check of this conversation and recipient 10 minutes from now
 * (the job exists only if the message commits). Exclusive per conversation and recipient: while one
 * check waits, a second message adds none — the waiting check looks at every unread message when
 * it runs.
 */
export async function scheduleUnreadMessageEmail(ctx: AppContext, tx: Executor, conversationId: number, recipientId: number) {
  const job: UnreadEmailJob = { conversationId, recipientId };
  await ctx.jobs.send(UNREAD_MESSAGE_EMAIL_JOB, job, { tx, delaySeconds: UNREAD_EMAIL_DELAY_SECONDS, key: keyOf(job) });
}

export type UnreadEmailOutcome = 'sent' | 'nothing_unread' | 'preference_off' | 'blocked' | 'no_company' | 'gone' | 'rescheduled';

/**
 * The check, decided at run time from the database (so a message read meanwhile sends nothing): it
 * looks at the recipient's messages from the other side that are unread and arrived after the last
 * such e-mail. None: done. The oldest younger than 10 minutes, or the last e-mail less than an hour
 * ago: the check runs again when both have passed. The `messages` preference off, the address
 * unconfirmed, or the recipient without a company (left it since: no panel, so the link would lead
 * to onboarding): done. Otherwise the e-mail goes to the outbox in the recipient's language and the
 * time is recorded — in one transaction with the member row locked, so a retried or parallel run
 * cannot send twice.
 */
export async function checkUnreadMessages(ctx: AppContext, job: UnreadEmailJob): Promise<UnreadEmailOutcome> {
  return ctx.db.transaction(async (tx) => {
    const state = await lockUnreadEmailState(tx, job.conversationId, job.recipientId);
    if (!state) return 'gone';
    if (state.unread === 0 || !state.oldestUnreadAt) return 'nothing_unread';
    const { recipient } = state;
    if (!recipient.emailConfirmedAt || !resolveNotificationPrefs(recipient.notificationPrefs).messages) return 'preference_off';
    if (state.senderBlocked) return 'blocked';
    if (!state.recipientHasCompany) return 'no_company';
    const dueAt = Math.max(
      state.oldestUnreadAt.getTime() + UNREAD_EMAIL_DELAY_SECONDS * 1000,
      state.lastEmailedAt ? state.lastEmailedAt.getTime() + UNREAD_EMAIL_INTERVAL_SECONDS * 1000 : 0,
    );
    const wait = Math.ceil((dueAt - state.now.getTime()) / 1000);
    if (wait > 0) {
      await ctx.jobs.send(UNREAD_MESSAGE_EMAIL_JOB, job, { tx, delaySeconds: wait, key: keyOf(job) });
      return 'rescheduled';
    }
    const url = `${ctx.config.PUBLIC_URL}/panel/messages/${state.conversationUid}`;
    await enqueueMail(
      tx,
      recipient.email,
      recipient.language,
      unreadMessageMail({ firstName: recipient.firstName, senderName: state.senderName, unread: state.unread, url }),
    );
    await markEmailed(tx, job.conversationId, job.recipientId, state.now);
    return 'sent';
  });
}

/** The job app.ts registers: retried a few times (the check is idempotent). */
export function messageJobs(ctx: AppContext) {
  return [
    defineJob<UnreadEmailJob>({
      name: UNREAD_MESSAGE_EMAIL_JOB,
      exclusive: true,
      retry: { limit: 3, delaySeconds: 60 },
      timeoutSeconds: 60,
      handler: async (data) => ({ outcome: await checkUnreadMessages(ctx, data) }),
    }),
  ];
}
