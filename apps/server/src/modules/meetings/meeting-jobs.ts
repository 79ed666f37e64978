import { MEETING_REMINDER_MINUTES } from '@fairhub/shared/meetings';
import type { Database } from '../../db/client.ts';
import { defineJob } from '../../lib/jobs/job-queue.ts';
import { closeMeetings, findMeetingById, findMeetingsByIds, lockDueReminders, lockExpiredRequests, markDone } from './meetings.repository.ts';
import { noticeTo, publishChanged } from './meetings.service.ts';

export const EXPIRE_MEETINGS_JOB = 'meetings.expire';
export const FINISH_MEETINGS_JOB = 'meetings.finish';
export const REMIND_MEETINGS_JOB = 'meetings.remind';

/** Rows one transaction of a sweep handles; a sweep repeats until nothing is left. */
const BATCH = 200;

/**
 * Requests past their expiry (72 h after sent or 1 h before the start) become `expired`: their holds
 * go (the requester's time and quota place are free again), the requester is told, both hear
 * `meeting.changed`. Rows another run holds are skipped, so parallel runs never double-handle one.
 */
export async function sweepExpiredMeetings(db: Database, now = new Date()) {
  let total = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const expired = await lockExpiredRequests(tx, now, BATCH);
      if (expired.length === 0) return 0;
      await closeMeetings(
        tx,
        expired.map((meeting) => meeting.id),
        { status: 'expired', reason: null, closedById: null, now, responded: false },
      );
      const rows = await findMeetingsByIds(
        tx,
        expired.map((meeting) => meeting.id),
      );
      for (const row of rows) await noticeTo(tx, row, row.requester.id, 'meeting_expired');
      await publishChanged(
        tx,
        expired.map((meeting) => ({ uid: meeting.uid, status: 'expired' as const, people: [meeting.requesterId, meeting.inviteeId] })),
      );
      return expired.length;
    });
    total += handled;
    if (handled < BATCH) return total;
  }
}

/** Accepted meetings whose end has passed become `done`; both hear `meeting.changed`. */
export async function sweepFinishedMeetings(db: Database, now = new Date()) {
  let total = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const done = await markDone(tx, now, BATCH);
      if (done.length > 0)
        await publishChanged(
          tx,
          done.map((meeting) => ({ uid: meeting.uid, status: 'done' as const, people: meeting.people })),
        );
      return done.length;
    });
    total += handled;
    if (handled < BATCH) return total;
  }
}

/**
 * Both people of an accepted meeting starting within MEETING_REMINDER_MINUTES are reminded once (a
 * notification and, per their preference, an e-mail); the reminder notification itself marks it
 * done, so a repeated run reminds nobody twice.
 */
export async function sweepMeetingReminders(db: Database, now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await lockDueReminders(tx, now, MEETING_REMINDER_MINUTES, BATCH);
    for (const reminder of due) {
      const row = await findMeetingById(tx, reminder.id);
      if (row) await noticeTo(tx, row, reminder.userId, 'meeting_reminder');
    }
    return due.length;
  });
}

/** Every minute, one process at a time: expiry, the end of accepted meetings, and reminders. */
export function meetingJobs(db: Database) {
  const every = { schedule: '* * * * *', exclusive: true, retry: { limit: 1, delaySeconds: 10 }, timeoutSeconds: 5 * 60 } as const;
  return [
    defineJob({ name: EXPIRE_MEETINGS_JOB, ...every, handler: async () => ({ expired: await sweepExpiredMeetings(db) }) }),
    defineJob({ name: FINISH_MEETINGS_JOB, ...every, handler: async () => ({ done: await sweepFinishedMeetings(db) }) }),
    defineJob({ name: REMIND_MEETINGS_JOB, ...every, handler: async () => ({ reminded: await sweepMeetingReminders(db) }) }),
  ];
}
