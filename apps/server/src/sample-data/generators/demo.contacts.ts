import type { Executor } from '../../db/client.ts';
import { newUid } from '../../lib/random.ts';
import { DEMO_CONTACTS, type DemoContactOwner } from '../data/demo.contacts.ts';
import { insertDemoContacts, publicPeopleByName, type DemoContactRow } from './demo-contacts.repository.ts';

const DAY = 24 * 3_600_000;

/**
 * The demo logins' contacts (data/demo.contacts.ts): those saved from a public demo person carry the
 * link and the person's name, company and job title, as saving from their page does; the others
 * are typed by hand. A person missing from the catalogue is skipped, never invented.
 */
export async function loadDemoContacts(tx: Executor, owners: Record<DemoContactOwner, number>, now: Date) {
  const people = await publicPeopleByName(
    tx,
    DEMO_CONTACTS.flatMap((contact) => (contact.person ? [contact.person.join(' ')] : [])),
  );
  const rows: DemoContactRow[] = [];
  for (const contact of DEMO_CONTACTS) {
    const person = contact.person ? people.get(contact.person.join(' ')) : undefined;
    if (contact.person && !person) continue;
    const at = new Date(now.getTime() - contact.daysAgo * DAY);
    rows.push({
      uid: newUid(),
      ownerId: owners[contact.owner],
      personId: person?.id ?? null,
      name: contact.name ?? `${person!.firstName} ${person!.lastName}`,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      company: contact.company ?? person?.company ?? null,
      jobTitle: contact.jobTitle ?? person?.jobTitle ?? null,
      tags: contact.tags,
      note: contact.note ?? null,
      createdAt: at,
      updatedAt: at,
    });
  }
  await insertDemoContacts(tx, rows);
  return rows.length;
}
