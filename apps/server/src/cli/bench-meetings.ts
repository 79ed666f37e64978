import { parseConfig } from '../config.ts';
import { hashSecret, newSecretToken, newUid } from '../lib/random.ts';
import { insertEvent } from '../modules/events/event-writes.repository.ts';
import { eventSlots } from '../modules/meetings/slots.ts';
import { openCliContext } from './cli-context.ts';
import { insertBenchPeople } from './bench-stream.repository.ts';
import { addBenchVisitors, insertBenchMeetings, insertBenchOrganizer, verifyBenchEvent } from './bench-meetings.repository.ts';

/**
 * Prepares `npm run bench -- meetings` on a fresh database: a published three-day event in
 * Europe/Warsaw with 15-minute slots from 09:00 to 17:00 and `tables` meeting tables; two visitors A
 * and B with 20 meetings each already (A's requests, B's accepted ones), for the free-slots figure;
 * `requesters` visitors and half as many invitees for the accept storm. Everyone signs in with a
 * live access token (no password round). Prints one JSON line.
 * `bench-meetings.ts verify <eventUid> <slot>` prints the slot's accepted meetings and any double booking.
 */
async function prepare(requesters: number, tables: number) {
  const cli = await openCliContext(parseConfig());
  try {
    const db = cli.ctx.db;
    const organizerId = await insertBenchOrganizer(db, newUid());
    // Starts at midnight in Warsaw three days from now; three days long.
    const day = new Date(Date.now() + 3 * 86_400_000);
    const startsAt = new Date(`${day.toISOString().slice(0, 10)}T00:00:00+01:00`);
    const event = await insertEvent(db, {
      uid: newUid(),
      slug: 'bench-meetings',
      title: 'Bench meetings fair',
      organizerId,
      venueId: null,
      onlineUrl: 'https://live.example.com/bench',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * 86_400_000 - 60_000),
      timeZone: 'Europe/Warsaw',
      status: 'published',
      meetingSlotMinutes: 15,
      meetingDayStart: '09:00',
      meetingDayEnd: '17:00',
      meetingTables: tables,
      approval: 'automatic',
    });
    const run = newUid()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    const invitees = Math.ceil(requesters / 2);
    const people = Array.from({ length: 2 + requesters + invitees }, (_, index) => {
      const token = newSecretToken();
      return { uid: newUid(), email: `bench.meetings.${run}.${index}@seed.fairhub.test`, token, tokenHash: hashSecret(token) };
    });
    for (let start = 0; start < people.length; start += 500) {
      const batch = people.slice(start, start + 500);
      await insertBenchPeople(db, batch);
      await addBenchVisitors(
        db,
        event.id,
        batch.map((person) => person.uid),
      );
    }
    const [a, b] = [people[0]!, people[1]!];
    const grid = eventSlots(event, event.startsAt, event.endsAt);
    // A has asked others for 20 slots, B accepted 20: every 5th slot from the start, A's and B's apart.
    const others = people.slice(2, 4);
    await insertBenchMeetings(
      db,
      event.id,
      a.uid,
      others[0]!.uid,
      grid
        .filter((_, i) => i % 5 === 0)
        .slice(0, 20)
        .map((slot) => slot.startsAt),
      'requested',
    );
    await insertBenchMeetings(
      db,
      event.id,
      others[1]!.uid,
      b.uid,
      grid
        .filter((_, i) => i % 5 === 2)
        .slice(0, 20)
        .map((slot) => slot.startsAt),
      'accepted',
    );
    // The storm takes a slot of the last day none of the meetings above holds.
    const stormSlot = grid.at(-2)!.startsAt.toISOString();
    const requesterPeople = people.slice(2, 2 + requesters);
    const inviteePeople = people.slice(2 + requesters);
    console.log(
      JSON.stringify({
        eventUid: event.uid,
        gridSlots: grid.length,
        tables,
        a: { token: a.token, uid: a.uid },
        b: { token: b.token, uid: b.uid },
        stormSlot,
        storm: requesterPeople.map((person, index) => ({
          requester: person.token,
          invitee: inviteePeople[index % invitees]!.token,
          inviteeUid: inviteePeople[index % invitees]!.uid,
        })),
      }),
    );
  } finally {
    await cli.close();
  }
}

async function verify(eventUid: string, slot: string) {
  const cli = await openCliContext(parseConfig());
  try {
    console.log(JSON.stringify(await verifyBenchEvent(cli.ctx.db, eventUid, slot)));
  } finally {
    await cli.close();
  }
}

if (process.argv[2] === 'verify') await verify(process.argv[3]!, process.argv[4]!);
else await prepare(Number(process.argv[2] ?? 1000), Number(process.argv[3] ?? 400));
