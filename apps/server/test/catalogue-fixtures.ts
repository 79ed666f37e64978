import { randomBytes } from 'node:crypto';
import type { ParticipationRole, ParticipationStatus } from '@fairhub/shared/statuses';
import type { TestApp } from './test-app.ts';
import { POLAND, signedInWithCompany, type SignedInUser } from './helpers.ts';
import { newUid } from '../src/lib/random.ts';
import { slugify } from '../src/lib/slug.ts';
import { insertUser, type UserRow } from '../src/modules/auth/users.repository.ts';
import { insertCompany, insertMember, type CompanyRole, type CompanyRow } from '../src/modules/companies/companies.repository.ts';
import {
  insertEvent,
  insertExhibitors,
  insertStaff,
  insertVisitors,
  setEventCodes,
  type EventRow,
  type NewEvent,
} from '../src/modules/events/event-writes.repository.ts';
import { insertVenue, type NewVenue } from '../src/modules/venues/venue-writes.repository.ts';
import type { VenueRow } from '../src/modules/venues/venues.repository.ts';
import { setCompanyCodes } from '../src/modules/organizers/organizers.repository.ts';
import { and, eq } from 'drizzle-orm';
import { exhibitors } from '../src/db/schema/events.ts';

/**
 * Builders for the public catalogue (events, venues, organizers, people), writing through the
 * modules' own repository functions into the test app's database. Every builder takes sensible
 * defaults, so a test names only what it is about.
 */

const DAY = 24 * 60 * 60 * 1000;
const suffix = () => randomBytes(3).toString('hex');

/** Now plus `days` (may be fractional or negative). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

/** A few real NACE Rev. 2 codes across two sections, with their official English and Polish names. */
export const FIXTURE_CODES = [
  { code: 'C', level: 1, parentCode: null, section: 'C', ancestors: [], nameEn: 'Manufacturing', namePl: 'Przetwórstwo przemysłowe' },
  { code: '10', level: 2, parentCode: 'C', section: 'C', ancestors: ['C'], nameEn: 'Manufacture of food products', namePl: 'Produkcja artykułów spożywczych' },
  {
    code: '25',
    level: 2,
    parentCode: 'C',
    section: 'C',
    ancestors: ['C'],
    nameEn: 'Manufacture of fabricated metal products, except machinery and equipment',
    namePl: 'Produkcja metalowych wyrobów gotowych, z wyłączeniem maszyn i urządzeń',
  },
  {
    code: '25.1',
    level: 3,
    parentCode: '25',
    section: 'C',
    ancestors: ['C', '25'],
    nameEn: 'Manufacture of structural metal products',
    namePl: 'Produkcja metalowych elementów konstrukcyjnych',
  },
  {
    code: '25.11',
    level: 4,
    parentCode: '25.1',
    section: 'C',
    ancestors: ['C', '25', '25.1'],
    nameEn: 'Manufacture of metal structures and parts of structures',
    namePl: 'Produkcja konstrukcji metalowych i ich części',
  },
  {
    code: '28',
    level: 2,
    parentCode: 'C',
    section: 'C',
    ancestors: ['C'],
    nameEn: 'Manufacture of machinery and equipment n.e.c.',
    namePl: 'Produkcja maszyn i urządzeń, gdzie indziej niesklasyfikowana',
  },
  { code: 'J', level: 1, parentCode: null, section: 'J', ancestors: [], nameEn: 'Information and communication', namePl: 'Informacja i komunikacja' },
  {
    code: '62',
    level: 2,
    parentCode: 'J',
    section: 'J',
    ancestors: ['J'],
    nameEn: 'Computer programming, consultancy and related activities',
    namePl: 'Działalność związana z oprogramowaniem i doradztwem w zakresie informatyki oraz działalność powiązana',
  },
] as const;

/** Makes sure the fixture codes exist (codes shipped with the product are left as they are). */
export async function ensureCodes(t: TestApp) {
  for (const code of FIXTURE_CODES) {
    await t.pool.query(
      `INSERT INTO codes (code, level, parent_code, section, ancestors, name_en, name_pl) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
      [code.code, code.level, code.parentCode, code.section, code.ancestors, code.nameEn, code.namePl],
    );
  }
}

export interface CompanyOptions {
  name?: string;
  city?: string;
  countryId?: number;
  description?: string | null;
  website?: string | null;
  isOrganizer?: boolean;
  codes?: string[];
}

/** A company written straight to the database (nobody signs in as it). */
export async function createCompanyRecord(t: TestApp, options: CompanyOptions = {}): Promise<CompanyRow> {
  const name = options.name ?? `Company ${suffix()}`;
  const company = await insertCompany(t.db, {
    uid: newUid(),
    slug: `${slugify(name, 60)}-${suffix()}`,
    name,
    city: options.city ?? 'Poznań',
    countryId: options.countryId ?? POLAND,
    description: options.description ?? null,
    website: options.website ?? null,
    isOrganizer: options.isOrganizer ?? false,
  });
  if (options.codes) await setCompanyCodes(t.db, company.id, options.codes);
  return company;
}

/** An organizer company (no member who can sign in; see signedInOrganizer for that). */
export function createOrganizerCompany(t: TestApp, options: CompanyOptions = {}) {
  return createCompanyRecord(t, { name: `Expo Organizer ${suffix()}`, ...options, isOrganizer: true });
}

/** A signed-in user who owns a fresh organizer company. */
export async function signedInOrganizer(t: TestApp): Promise<{ user: SignedInUser; company: CompanyRow }> {
  const { user, company } = await signedInWithCompany(t);
  await t.pool.query('UPDATE companies SET is_organizer = true WHERE uid = $1', [company.uid]);
  return { user, company: await companyByUid(t, company.uid) };
}

/** The company row behind a uid (e.g. one created through the API). */
export async function companyByUid(t: TestApp, uid: string): Promise<CompanyRow> {
  const { rows } = await t.pool.query<Omit<CompanyRow, 'id'> & { id: string }>(
    `SELECT id, uid, slug, name, country_id AS "countryId", city, vat_id AS "vatId", website, description, is_organizer AS "isOrganizer",
            created_at AS "createdAt", updated_at AS "updatedAt", search_vector AS "searchVector"
       FROM companies WHERE uid = $1`,
    [uid],
  );
  if (!rows[0]) throw new Error(`No company ${uid}`);
  return { ...rows[0], id: Number(rows[0].id) };
}

/** The user row behind a uid (e.g. one signed up through the API). */
export async function userIdByUid(t: TestApp, uid: string): Promise<number> {
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE uid = $1', [uid]);
  if (!rows[0]) throw new Error(`No user ${uid}`);
  return Number(rows[0].id);
}

export interface VenueOptions extends Partial<Omit<NewVenue, 'companyId' | 'uid' | 'slug'>> {
  /** The organizer company that owns the venue. */
  company: CompanyRow;
}

export async function createVenue(t: TestApp, options: VenueOptions): Promise<VenueRow> {
  const { company, ...rest } = options;
  const name = rest.name ?? `Expo Hall ${suffix()}`;
  return insertVenue(t.db, {
    uid: newUid(),
    slug: slugify(name),
    companyId: company.id,
    address: 'ul. Głogowska 14',
    city: 'Poznań',
    countryId: POLAND,
    ...rest,
    name,
  });
}

export interface EventOptions extends Partial<Omit<NewEvent, 'organizerId' | 'venueId' | 'uid'>> {
  organizer: CompanyRow;
  /** Omit (or null) for an online event. */
  venue?: VenueRow | null;
  /** Defaults to 3 days after `startsAt`. */
  days?: number;
  codes?: string[];
}

/** A published event starting in 10 days unless told otherwise. */
export async function createEvent(t: TestApp, options: EventOptions): Promise<EventRow> {
  const { organizer, venue, days = 3, codes, ...rest } = options;
  const title = rest.title ?? `Industry Fair ${suffix()}`;
  const startsAt = rest.startsAt ?? daysFromNow(10);
  const event = await insertEvent(t.db, {
    uid: newUid(),
    slug: slugify(title),
    timeZone: 'Europe/Warsaw',
    status: 'published',
    onlineUrl: venue ? null : 'https://meet.example.com/fair',
    ...rest,
    title,
    startsAt,
    endsAt: rest.endsAt ?? new Date(startsAt.getTime() + days * DAY),
    organizerId: organizer.id,
    venueId: venue?.id ?? null,
  });
  if (codes) await setEventCodes(t.db, event.id, codes);
  return event;
}

export interface PersonOptions {
  firstName?: string;
  lastName?: string;
  jobTitle?: string | null;
  bio?: string | null;
  publicProfile?: boolean;
  company?: CompanyRow;
  role?: CompanyRole;
}

/** A user written straight to the database (cannot log in), optionally a member of `company`. */
export async function createPerson(t: TestApp, options: PersonOptions = {}): Promise<UserRow> {
  const user = await insertUser(t.db, {
    uid: newUid(),
    email: `person.${suffix()}.${suffix()}@example.com`,
    passwordHash: 'not-a-password-hash',
    firstName: options.firstName ?? 'Jan',
    lastName: options.lastName ?? `Kowalski ${suffix()}`,
    jobTitle: options.jobTitle ?? null,
    bio: options.bio ?? null,
    publicProfile: options.publicProfile ?? false,
    emailConfirmedAt: new Date(),
  });
  if (options.company) await insertMember(t.db, { userId: user.id, companyId: options.company.id, role: options.role ?? 'member' });
  return user;
}

/** Makes a person's profile public (optionally with a job title and bio). */
export async function makePersonPublic(t: TestApp, person: { id: number } | { uid: string }, profile: { jobTitle?: string; bio?: string } = {}) {
  const [column, value] = 'id' in person ? ['id', person.id] : ['uid', person.uid];
  await t.pool.query(`UPDATE users SET public_profile = true, job_title = coalesce($2, job_title), bio = coalesce($3, bio) WHERE ${column} = $1`, [
    value,
    profile.jobTitle ?? null,
    profile.bio ?? null,
  ]);
}

export interface ParticipationOptions {
  status?: ParticipationStatus;
  stand?: string | null;
  /** The taking-part user; a fresh member of `company` when omitted. */
  person?: UserRow;
}

async function addParticipant(t: TestApp, role: ParticipationRole, event: EventRow, company: CompanyRow, options: ParticipationOptions) {
  const person = options.person ?? (await createPerson(t, { company }));
  const status = options.status ?? 'approved';
  if (role === 'visitor') {
    await insertVisitors(t.db, [{ eventId: event.id, userId: person.id, companyId: company.id, status }]);
    return { person, role, status, stand: null, companyId: company.id };
  }
  const stand = options.stand === undefined ? `A${Math.floor(Math.random() * 900) + 100}` : options.stand;
  const [existing] = await t.db
    .select()
    .from(exhibitors)
    .where(and(eq(exhibitors.eventId, event.id), eq(exhibitors.companyId, company.id)));
  if (existing) await insertStaff(t.db, [{ ...existing, staff: [person.id] }]);
  else await insertExhibitors(t.db, [{ eventId: event.id, companyId: company.id, status, stand, staff: [person.id] }]);
  return { person, role, status: existing?.status ?? status, stand: existing ? existing.stand : stand, companyId: company.id };
}

/** `company` exhibits at `event` (approved, with a stand, unless told otherwise). */
export function addExhibitor(t: TestApp, event: EventRow, company: CompanyRow, options: ParticipationOptions = {}) {
  return addParticipant(t, 'exhibitor', event, company, options);
}

/** A person of `company` visits `event` (approved unless told otherwise). */
export function addVisitor(t: TestApp, event: EventRow, company: CompanyRow, options: ParticipationOptions = {}) {
  return addParticipant(t, 'visitor', event, company, options);
}

export interface ProductOptions {
  name?: string;
  description?: string | null;
  status?: 'draft' | 'published';
  price?: string | null;
  currency?: string | null;
  codes?: string[];
}

/** A product of `company` (published unless told otherwise). */
export async function createProduct(t: TestApp, company: CompanyRow, options: ProductOptions = {}) {
  const { rows } = await t.pool.query<{ id: string; uid: string }>(
    `INSERT INTO products (uid, company_id, name, description, status, price, currency) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, uid`,
    [
      newUid(),
      company.id,
      options.name ?? `Product ${suffix()}`,
      options.description ?? null,
      options.status ?? 'published',
      options.price ?? null,
      options.currency ?? null,
    ],
  );
  const product = { id: Number(rows[0]!.id), uid: rows[0]!.uid };
  for (const code of options.codes ?? []) await t.pool.query('INSERT INTO product_codes (product_id, code) VALUES ($1, $2)', [product.id, code]);
  return product;
}
