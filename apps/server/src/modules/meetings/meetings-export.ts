import type { MeetingsExport } from '@fairhub/shared/meetings';
import type { Executor } from '../../db/client.ts';
import { listMeetingsForExport } from './meetings.repository.ts';

/**
 * The data export's meetings (GET profile/export): every meeting of the person in any status, with
 * their side, the other person ("Deleted user" once gone: null and `deleted`), place, agenda and
 * reason. Read inside the export's snapshot.
 */
export async function exportMeetings(db: Executor, userId: number): Promise<MeetingsExport['meetings']> {
  const rows = await listMeetingsForExport(db, userId);
  return rows.map((row) => {
    const mine = row.requester.id === userId;
    const other = mine ? row.invitee : row.requester;
    return {
      uid: row.uid,
      role: mine ? 'requester' : 'invitee',
      event: row.event ? { uid: row.event.uid, title: row.event.title } : null,
      other: { uid: other.uid, name: other.uid === null ? null : `${other.firstName} ${other.lastName}`.trim(), deleted: other.uid === null },
      status: row.status,
      place: row.place,
      tableNumber: row.tableNumber,
      onlineUrl: row.onlineUrl,
      agenda: row.agenda,
      reason: row.reason,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
