import { parseConfig } from '../config.ts';
import { hashPassword } from '../lib/passwords.ts';
import { newUid } from '../lib/random.ts';
import { openCliContext } from './cli-context.ts';
import { addOrganizerAdmin, benchEvent, countApplications, fillEvent } from './bench-organizer.repository.ts';

/**
 * Prepares `npm run bench -- organizer` on a seeded catalogue (npm run seed): the soonest coming
 * event of an organizer gets 2,000 participants in all (exhibitor companies with their staff and
 * visitors; 60 % pending, 30 % approved, 10 % rejected) and its company a new admin who can sign in.
 * Prints one JSON line: the event's uid, the admin's e-mail and password, the counts.
 */
async function main() {
  const people = Number(process.argv[2] ?? 2000);
  const cli = await openCliContext(parseConfig());
  try {
    const event = await benchEvent(cli.ctx.db);
    if (!event) throw new Error('No coming published event: seed the catalogue first (npm run seed).');
    const before = await countApplications(cli.ctx.db, event.id);
    // A quarter of the people staff exhibitor stands (one each), the rest visit.
    const missing = Math.max(0, people - before.people);
    await fillEvent(cli.ctx.db, event, Math.round(missing / 4), missing - Math.round(missing / 4));
    const password = `bench-${newUid()}`;
    const email = `bench.organizer.${newUid().toLowerCase()}@seed.fairhub.test`;
    await addOrganizerAdmin(cli.ctx.db, { uid: newUid(), email, passwordHash: await hashPassword(password), companyId: event.organizerId });
    const after = await countApplications(cli.ctx.db, event.id);
    console.log(JSON.stringify({ eventUid: event.uid, email, password, ...after }));
  } finally {
    await cli.close();
  }
}

await main();
