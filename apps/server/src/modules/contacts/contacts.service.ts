import type { z } from 'zod';
import {
  CONTACTS_PER_USER_MAX,
  type Contact,
  type ContactPage,
  type contactExportQuerySchema,
  type contactListQuerySchema,
  type CreateContact,
  type UpdateContact,
} from '@fairhub/shared/contacts';
import { parseSort } from '@fairhub/shared/panel-fields';
import { DEFAULT_LANGUAGE, type Language } from '@fairhub/shared/constants';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { companyScope } from '../../lib/company-scope.ts';
import { iso } from '../../lib/iso-date.ts';
import { offsetOf } from '../../lib/paging.ts';
import { invalidField, notFound, quotaReached } from '../../lib/problems.ts';
import { newUid } from '../../lib/random.ts';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { findUserById } from '../auth/users.repository.ts';
import { searchWords } from '../../lib/text-search.ts';
import type { Auth } from '../../plugins/auth.ts';
import { findWritingRights } from '../messages/messages.repository.ts';
import { publishCountsChanged } from '../stream/stream-publish.ts';
import {
  countContacts,
  deleteContact,
  findContact,
  findContactById,
  findContactByPerson,
  findPersonDetails,
  insertContact,
  listContacts,
  listOwnerTags,
  lockOwnerContacts,
  updateContact,
  type ContactFilter,
  type ContactRow,
  type ContactValues,
} from './contacts.repository.ts';
import { vcardFile } from './vcard.ts';

/**
 * A person's contacts (docs/decisions.md "Contacts"): private to their owner — every query is
 * filtered by the caller's user id, so a colleague's contact answers 404 like one that does not
 * exist. The panel needs a company (400 `no_company` before onboarding, as the counters do), but
 * contacts belong to the person, not the company.
 */

export type ContactListParams = z.output<typeof contactListQuerySchema>;
export type ContactExportParams = z.output<typeof contactExportQuerySchema>;

const NOT_FOUND = 'You have no such contact.';

export function presentContact(row: ContactRow): Contact {
  return {
    uid: row.uid,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    jobTitle: row.jobTitle,
    tags: row.tags,
    note: row.note,
    personUid: row.personUid,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function filterOf(params: Pick<ContactListParams, 'q' | 'tag' | 'person' | 'sort'>): ContactFilter {
  return { words: searchWords(params.q), tag: params.tag, personUid: params.person, sort: parseSort(params.sort) };
}

/** GET contacts: one page of the caller's contacts, with every tag they use. */
export async function listMyContacts(ctx: AppContext, auth: Auth, params: ContactListParams): Promise<ContactPage> {
  const { userId } = companyScope(auth);
  const [{ rows, total }, tags] = await Promise.all([
    listContacts(ctx.db, userId, filterOf(params), params.perPage, offsetOf(params.page, params.perPage)),
    listOwnerTags(ctx.db, userId),
  ]);
  return { items: rows.map(presentContact), total, page: params.page, perPage: params.perPage, tags };
}

export async function getMyContact(ctx: AppContext, auth: Auth, uid: string): Promise<Contact> {
  const { userId } = companyScope(auth);
  const row = await findContact(ctx.db, userId, uid);
  if (!row) throw notFound(NOT_FOUND);
  return presentContact(row);
}

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * A person the caller may save: someone they can see — a public profile, a fellow approved
 * participant of a published or finished event, someone who wrote to them (the facts "who may
 * write to whom" reads, modules/messages; blocks aside: saving tells nobody anything). Never
 * oneself. Anyone else is 400 `person_unknown`, the same as a uid that does not exist.
 */
async function findSaveablePerson(db: Executor, userId: number, personUid: string) {
  const person = await findPersonDetails(db, personUid);
  if (!person || person.id === userId) throw invalidField('personUid', 'person_unknown');
  const rights = await findWritingRights(db, userId, person.id);
  if (!rights || !(rights.publicProfile || rights.fellowParticipant || rights.wroteToMe)) throw invalidField('personUid', 'person_unknown');
  return person;
}

/**
 * POST contacts. One transaction under the owner's contacts lock: the cap is checked against the
 * count it sees, and the insert cannot overtake it. Saved from a person, the unique index on owner
 * and person keeps one contact per person: a second save (also one racing the first) answers the
 * existing contact with `created: false`.
 */
export async function createMyContact(ctx: AppContext, auth: Auth, body: CreateContact): Promise<{ contact: Contact; created: boolean }> {
  const { userId } = companyScope(auth);
  return ctx.db.transaction(async (tx) => {
    let personId: number | null = null;
    let fromPerson: Partial<ContactValues> = {};
    if (body.personUid !== undefined) {
      const person = await findSaveablePerson(tx, userId, body.personUid);
      const existing = await findContactByPerson(tx, userId, person.id);
      if (existing) return { contact: presentContact(existing), created: false };
      personId = person.id;
      fromPerson = { name: personName(person), company: person.company ?? null, jobTitle: person.jobTitle || null };
    }
    await lockOwnerContacts(tx, userId);
    const used = await countContacts(tx, userId);
    if (used >= CONTACTS_PER_USER_MAX) {
      throw quotaReached(
        `You can keep at most ${CONTACTS_PER_USER_MAX.toLocaleString('en')} contacts. Delete some you no longer need first.`,
        'contacts_limit',
        {
          used,
          limit: CONTACTS_PER_USER_MAX,
          unit: 'items',
        },
      );
    }
    const values: ContactValues = {
      name: body.name ?? fromPerson.name ?? '',
      email: body.email ?? null,
      phone: body.phone ?? null,
      company: body.company !== undefined ? body.company : (fromPerson.company ?? null),
      jobTitle: body.jobTitle !== undefined ? body.jobTitle : (fromPerson.jobTitle ?? null),
      tags: body.tags,
      note: body.note ?? null,
    };
    const id = await insertContact(tx, userId, newUid(), personId, values);
    if (id === undefined) {
      // Another request saved this person between our look-up and the insert: answer its contact.
      const existing = await findContactByPerson(tx, userId, personId!);
      if (!existing) throw notFound(NOT_FOUND);
      return { contact: presentContact(existing), created: false };
    }
    // The person's other tabs see counts.contacts change at once (the live stream).
    await publishCountsChanged(tx, [userId]);
    return { contact: presentContact((await findContactById(tx, userId, id))!), created: true };
  });
}

/** PATCH contacts/{uid}: the fields given, on the row locked for the transaction. */
export async function updateMyContact(ctx: AppContext, auth: Auth, uid: string, body: UpdateContact): Promise<Contact> {
  const { userId } = companyScope(auth);
  return ctx.db.transaction(async (tx) => {
    const current = await findContact(tx, userId, uid, { forUpdate: true });
    if (!current) throw notFound(NOT_FOUND);
    const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<ContactValues>;
    if (Object.keys(values).length > 0) await updateContact(tx, userId, current.id, values);
    return presentContact((await findContactById(tx, userId, current.id))!);
  });
}

export async function deleteMyContact(ctx: AppContext, auth: Auth, uid: string): Promise<void> {
  const { userId } = companyScope(auth);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteContact(tx, userId, uid))) throw notFound(NOT_FOUND);
    await publishCountsChanged(tx, [userId]);
  });
}

/** The counter `contacts` of GET profile/count: how many contacts the user keeps. */
export function countMyContacts(db: Executor, userId: number) {
  return countContacts(db, userId);
}

const CSV_HEADER = {
  en: ['Name', 'E-mail', 'Phone', 'Company', 'Job title', 'Tags', 'Note', 'Fairhub person', 'Created at', 'Updated at'],
  pl: ['Imię i nazwisko', 'E-mail', 'Telefon', 'Firma', 'Stanowisko', 'Tagi', 'Notatka', 'Osoba w Fairhub', 'Utworzono', 'Zmieniono'],
} as const satisfies Record<Language, readonly string[]>;

/**
 * The CSV export (`lib/spreadsheet-csv.ts`, as the participants' CSV): RFC 4180 with CRLF, UTF-8
 * with a byte-order mark, tags joined by ", ", every cell a spreadsheet would run as a formula made text;
 * the header in `language` (the caller's preferred one).
 */
export function contactsCsv(rows: ContactRow[], language: Language = DEFAULT_LANGUAGE): string {
  const records = rows.map((row) => [
    row.name,
    row.email ?? '',
    row.phone ?? '',
    row.company ?? '',
    row.jobTitle ?? '',
    row.tags.join(', '),
    row.note ?? '',
    row.personUid ?? '',
    iso(row.createdAt),
    iso(row.updatedAt),
  ]);
  return spreadsheetCsv(CSV_HEADER[language], records);
}

/**
 * GET contacts/export: every contact the list's filters match (paging aside), in the list's order,
 * as CSV or vCard 4.0, with its file name (contacts-YYYY-MM-DD.csv / .vcf, UTC day).
 */
export async function exportMyContacts(ctx: AppContext, auth: Auth, params: ContactExportParams, now = new Date()) {
  const { userId } = companyScope(auth);
  const { rows } = await listContacts(ctx.db, userId, filterOf(params), null, 0);
  const day = now.toISOString().slice(0, 10);
  if (params.format === 'vcf') return { body: vcardFile(rows), fileName: `contacts-${day}.vcf`, type: 'text/vcard; charset=utf-8' };
  return {
    body: contactsCsv(rows, (await findUserById(ctx.db, userId))?.language ?? DEFAULT_LANGUAGE),
    fileName: `contacts-${day}.csv`,
    type: 'text/csv; charset=utf-8',
  };
}
