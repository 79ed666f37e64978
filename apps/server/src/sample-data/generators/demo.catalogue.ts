/**
 * The demo catalogue as plain data: companies, venues, people and a few hundred events around the
 * load time, generated from the fixed records and word lists (../data/) with a seeded PRNG (the same catalogue on every install;
 * only the dates move with the day it is loaded). No database access here.
 */
import type { EventStatus } from '@fairhub/shared/statuses';
import { slugify } from '../../lib/slug.ts';
import { plainTextToHtml } from '../../lib/rich-text.ts';
import { buildOfferings, type DemoOffer, type DemoProduct, type Supplier } from './demo.offerings.ts';
import { randomTools, zonedTime, type Random } from './demo.random.ts';
import {
  DESCRIPTION_SENTENCES_EN,
  DESCRIPTION_SENTENCES_PL,
  EVENT_KINDS_EN,
  EVENT_KINDS_PL,
  SUMMARIES_EN,
  SUMMARIES_PL,
  TITLES_EN,
  TITLES_PL,
  type City,
  type Industry,
  type IndustryKey,
} from '../data/demo.words.ts';
import {
  BALTIC_EXPO,
  DESCRIPTIONS_EXHIBITOR,
  DESCRIPTIONS_ORGANIZER,
  EXHIBITORS,
  HALL_LETTERS,
  LOGIN_COMPANIES,
  NORDIC_METALWORKS,
  ORGANIZER_CODES,
  ORGANIZERS,
  PUBLIC_PEOPLE,
  VENUES,
  type CompanyRow,
} from '../data/demo.records.ts';
import { cityByKey, fullNames, industryByKey, labelInSentence, titleCase } from './demo.text.ts';

export interface DemoCompany {
  key: string;
  name: string;
  city: City;
  industry: IndustryKey;
  isOrganizer: boolean;
  codes: string[];
  website: string;
  description: string;
  /** Industries of the events it organizes. */
  organizes: IndustryKey[];
}

export interface DemoPerson {
  key: string;
  companyKey: string;
  firstName: string;
  lastName: string;
  email: string;
  language: 'en' | 'pl';
  role: 'owner' | 'admin' | 'member';
  jobTitle: string | null;
  bio: string | null;
  publicProfile: boolean;
}

export interface DemoVenue {
  key: string;
  ownerKey: string;
  name: string;
  address: string;
  city: City;
  latitude: number;
  longitude: number;
  capacity: number;
  description: string;
}

export interface DemoEvent {
  organizerKey: string;
  venueKey: string | null;
  onlineUrl: string | null;
  city: City | null;
  title: string;
  slug: string;
  summary: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  status: EventStatus;
  /** Why a cancelled event was cancelled (told to its participants); null otherwise. */
  cancelReason: string | null;
  /** Written in Polish (its title, summary and description). */
  polish: boolean;
  coverImage: string;
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  meetingTables: number;
  meetingSlotMinutes: number;
  codes: string[];
  /** Exhibiting companies with their stands. */
  exhibitors: { companyKey: string; stand: string }[];
}

export interface DemoCatalogue {
  companies: DemoCompany[];
  people: DemoPerson[];
  venues: DemoVenue[];
  events: DemoEvent[];
  /** Of the catalogue's companies and the demo logins' two. */
  products: DemoProduct[];
  offers: DemoOffer[];
}

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

const capitalize = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

function domainOf(name: string) {
  return slugify(name.replace(/\b(sp\. z o\.o\.|S\.A\.|GmbH|s\.r\.o\.|a\.s\.|UAB|SIA|OÜ|ApS|A\/S|AB|B\.V\.|S\.r\.l\.|SAS|S\.L\.)/g, ''), 40);
}

function emailOf(firstName: string, lastName: string, companyName: string) {
  return `${slugify(firstName)}.${slugify(lastName)}@${domainOf(companyName)}.example`.replace(/-(?=[^@]*@)/g, '');
}

function personName(random: Random, countryCode: string) {
  const [firstName, lastName] = random.pick(fullNames(countryCode));
  return { firstName, lastName };
}

function topicsOf(random: Random, industry: Industry, polish = false) {
  const [a, b, c] = random.sample([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].slice(0, industry.topics.length), 3);
  const words = polish ? industry.topicsPl : industry.topics;
  return { topic: words[a!]!, topic2: words[b!]!, topic3: words[c!]! };
}

function buildCompanies(random: Random): DemoCompany[] {
  const make = (row: CompanyRow, isOrganizer: boolean): DemoCompany => {
    const [key, name, cityKey, industryKey, organizes] = row;
    const city = cityByKey(cityKey);
    const industry = industryByKey(industryKey);
    const template = random.pick(isOrganizer ? DESCRIPTIONS_ORGANIZER : DESCRIPTIONS_EXHIBITOR);
    const codes = isOrganizer
      ? ['82', ...random.sample(ORGANIZER_CODES.slice(1), random.int(0, 1)), industry.codes[0]!]
      : random.sample(industry.codes, random.int(1, Math.min(3, industry.codes.length)));
    if (!isOrganizer && random.chance(0.3)) codes.push('46');
    return {
      key,
      name,
      city,
      industry: industryKey,
      isOrganizer,
      codes: [...new Set(codes)].slice(0, 4),
      website: `https://${domainOf(name)}.example`,
      description: fill(template, {
        label: labelInSentence(industry.label),
        city: city.name,
        region: city.region,
        audience: industry.audience,
        ...topicsOf(random, industry),
      }),
      organizes: organizes ?? [],
    };
  };
  return [...ORGANIZERS.map((row) => make(row, true)), ...EXHIBITORS.map((row) => make(row, false))];
}

function buildPeople(random: Random, companies: DemoCompany[]): DemoPerson[] {
  const people: DemoPerson[] = [];
  const emails = new Set<string>();
  for (const company of companies) {
    let name = personName(random, company.city.countryCode);
    let email = emailOf(name.firstName, name.lastName, company.name);
    while (emails.has(email)) {
      name = personName(random, company.city.countryCode);
      email = emailOf(name.firstName, name.lastName, company.name);
    }
    emails.add(email);
    people.push({
      key: `${company.key}-owner`,
      companyKey: company.key,
      ...name,
      email,
      language: company.city.countryCode === 'PL' ? 'pl' : 'en',
      role: 'owner',
      jobTitle: null,
      bio: null,
      publicProfile: false,
    });
  }
  for (const [firstName, lastName, companyKey, jobTitle, bio] of PUBLIC_PEOPLE) {
    const companyName = companyKey === BALTIC_EXPO ? 'Baltic Expo Center' : companies.find((c) => c.key === companyKey)!.name;
    const polish = companyKey === BALTIC_EXPO || companies.find((c) => c.key === companyKey)?.city.countryCode === 'PL';
    people.push({
      key: `${companyKey}-public`,
      companyKey,
      firstName,
      lastName,
      email: emailOf(firstName, lastName, companyName),
      language: polish ? 'pl' : 'en',
      role: 'member',
      jobTitle,
      bio,
      publicProfile: true,
    });
  }
  return people;
}

function buildVenues(): DemoVenue[] {
  return VENUES.map(([key, ownerKey, name, address, cityKey, latitude, longitude, capacity]) => {
    const city = cityByKey(cityKey);
    const kind = capacity >= 8000 ? 'exhibition grounds with several halls' : capacity >= 3000 ? 'exhibition and congress centre' : 'conference venue';
    return {
      key,
      ownerKey,
      name,
      address,
      city,
      latitude,
      longitude,
      capacity,
      description: `${capitalize(kind)} in ${city.name} for up to ${capacity.toLocaleString('en-GB')} visitors. Loading bays, meeting rooms and catering on site; public transport to the centre of ${city.name}.`,
    };
  });
}

function stands(random: Random, count: number) {
  const seen = new Set<string>();
  while (seen.size < count) seen.add(`${random.pick(HALL_LETTERS)}${random.int(1, 4)}.${String(random.int(1, 40)).padStart(2, '0')}`);
  return [...seen];
}

interface EventPlan {
  organizer: DemoCompany | { key: string; city: City; organizes: IndustryKey[] };
  venue: DemoVenue | null;
  dayOffset: number;
  polish: boolean;
}

/**
 * Registration opens a year before an event starts (and closes the day before), as trade fairs take
 * exhibitors early: every coming demo event takes applications, so the organizer demo login's
 * events, listed latest first, have some waiting from the first page on.
 */
const REGISTRATION_OPENS_DAYS_BEFORE = 365;

function buildEvent(random: Random, plan: EventPlan, now: Date, exhibitorPool: { key: string; industry: IndustryKey }[]): DemoEvent {
  const industry = industryByKey(random.pick(plan.organizer.organizes));
  const city = plan.venue?.city ?? null;
  const timeZone = city?.timeZone ?? plan.organizer.city.timeZone;
  const kind = plan.polish ? random.pick(EVENT_KINDS_PL) : random.pick(EVENT_KINDS_EN);
  const days = plan.venue ? random.pick(kind.days) : 1;
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + plan.dayOffset));
  const startHour = random.pick([9, 9, 10, 10, 8]);
  const startMinute = startHour === 8 ? 30 : 0;
  const startsAt = zonedTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), startHour, startMinute, timeZone);
  const last = new Date(day.getTime() + (days - 1) * 86_400_000);
  const endsAt = zonedTime(
    last.getUTCFullYear(),
    last.getUTCMonth() + 1,
    last.getUTCDate(),
    plan.venue ? random.pick([16, 17, 18]) : startHour + 3,
    0,
    timeZone,
  );
  const topics = topicsOf(random, industry, plan.polish);
  const placeName = city?.name ?? 'online';
  const values = {
    label: industry.label,
    labelPl: industry.labelPl,
    kind: kind.name,
    kindLower: capitalize(kind.name),
    city: placeName,
    region: (city ?? plan.organizer.city).region,
    year: String(startsAt.getUTCFullYear()),
    audience: industry.audience,
    audiencePl: industry.audiencePl,
    days: days === 1 ? 'One day' : days === 2 ? 'Two days' : 'Three days',
    tables: String(random.int(2, 12) * 5),
    ...topics,
  };
  let title: string;
  let summary: string;
  let description: string;
  if (plan.polish) {
    title = fill(random.pick(TITLES_PL), values);
    summary = fill(random.pick(SUMMARIES_PL), values);
    description = descriptionHtml(random.sample(DESCRIPTION_SENTENCES_PL, random.int(2, 4)).map((s) => fill(s, values)));
  } else {
    const pattern = plan.venue ? random.pick(TITLES_EN) : random.pick(['{topic} {kind} {year}', '{label} {kind} Online']);
    title = fill(pattern, { ...values, topic: titleCase(topics.topic) });
    summary = capitalize(fill(random.pick(SUMMARIES_EN), values));
    description = descriptionHtml(random.sample(DESCRIPTION_SENTENCES_EN, random.int(2, 4)).map((s) => fill(s, values)));
  }
  if (!plan.venue) {
    summary = capitalize(`${kind.name} online: ${summary.charAt(0).toLowerCase()}${summary.slice(1)}`);
  }

  const ended = endsAt.getTime() < now.getTime();
  const codes = [...new Set(random.sample(industry.codes, random.int(1, Math.min(3, industry.codes.length))))];
  const matching = exhibitorPool.filter((company) => company.industry === industry.key);
  const others = exhibitorPool.filter((company) => company.industry !== industry.key);
  const count = plan.venue ? random.int(0, Math.min(25, matching.length + 10)) : random.int(0, 5);
  const chosen = [...random.sample(matching, count), ...random.sample(others, Math.max(0, count - matching.length))].slice(0, count);
  const standNumbers = stands(random, chosen.length);

  return {
    organizerKey: plan.organizer.key,
    venueKey: plan.venue?.key ?? null,
    onlineUrl: plan.venue ? null : `https://live.fairhub.example/${slugify(title, 50)}`,
    city,
    title,
    slug: slugify(title),
    summary,
    description,
    startsAt,
    endsAt,
    timeZone,
    status: ended ? (random.chance(0.6) ? 'finished' : 'published') : 'published',
    cancelReason: null,
    polish: plan.polish,
    coverImage: `/covers/${industry.cover}.svg`,
    registrationOpensAt: new Date(startsAt.getTime() - REGISTRATION_OPENS_DAYS_BEFORE * 86_400_000),
    registrationClosesAt: new Date(startsAt.getTime() - 86_400_000),
    meetingTables: kind.name.includes('B2B') || kind.name.includes('Giełda') ? random.int(20, 60) : random.int(0, 20),
    meetingSlotMinutes: random.pick([15, 20, 30, 30]),
    codes,
    exhibitors: chosen.map((company, i) => ({ companyKey: company.key, stand: standNumbers[i]! })),
  };
}

const CANCEL_REASONS = {
  en: 'The hall is being renovated longer than planned; we will announce a new date soon.',
  pl: 'Remont hali potrwa dłużej, niż planowano; nowy termin ogłosimy wkrótce.',
};
const cancelReasonOf = (event: DemoEvent) => CANCEL_REASONS[event.polish ? 'pl' : 'en'];

/** An event's description as formatted text (stored as sanitised HTML): the first two sentences, then the rest, as paragraphs. */
function descriptionHtml(sentences: string[]) {
  return plainTextToHtml(`${sentences.slice(0, 2).join(' ')}\n\n${sentences.slice(2).join(' ')}`);
}

/** A company's codes, most typical of its industry first (an organizer's start with 82 already): products without a code of their own take that one. */
function typicalCodesFirst(company: DemoCompany) {
  if (company.isOrganizer) return company.codes;
  const order = industryByKey(company.industry).codes;
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...company.codes].sort((a, b) => rank(a) - rank(b));
}

/** Everyone who offers products and offers: the demo logins' companies first, then the catalogue's. */
function suppliersOf(companies: DemoCompany[], venues: DemoVenue[]): Supplier[] {
  const venuesOf = (key: string) => venues.filter((venue) => venue.ownerKey === key).map((venue) => venue.name);
  return [
    ...Object.values(LOGIN_COMPANIES).map((company) => ({ ...company, venues: venuesOf(company.key) })),
    ...companies.map((company) => ({
      key: company.key,
      group: company.isOrganizer ? ('organizer' as const) : company.industry,
      countryCode: company.city.countryCode,
      countryId: company.city.countryId,
      city: company.city.name,
      codes: typicalCodesFirst(company),
      venues: venuesOf(company.key),
    })),
  ];
}

/** The whole demo catalogue for a load at `now`. */
export function buildDemoCatalogue(now: Date, seed = 20261122): DemoCatalogue {
  const random = randomTools(seed);
  const companies = buildCompanies(random);
  const people = buildPeople(random, companies);
  const venues = buildVenues();
  const organizers = companies.filter((company) => company.isOrganizer);
  const balticExpo = { key: BALTIC_EXPO, city: cityByKey('gda'), organizes: ['energy', 'logistics', 'food', 'ict', 'construction'] as IndustryKey[] };
  const exhibitorPool = companies.filter((company) => !company.isOrganizer).map((company) => ({ key: company.key, industry: company.industry }));

  const plans: EventPlan[] = [];
  const offset = () => random.int(-180, 270);
  // Baltic Expo Center: a good share of the catalogue, all in Gdańsk.
  const balticVenues = venues.filter((venue) => venue.ownerKey === BALTIC_EXPO);
  for (let i = 0; i < 48; i++) plans.push({ organizer: balticExpo, venue: random.pick(balticVenues), dayOffset: offset(), polish: random.chance(0.3) });
  for (const organizer of organizers) {
    const own = venues.filter((venue) => venue.ownerKey === organizer.key);
    const count = random.int(15, 22);
    for (let i = 0; i < count; i++) {
      const venue = random.chance(0.85) ? random.pick(own) : random.pick(venues);
      plans.push({ organizer, venue, dayOffset: offset(), polish: venue.city.countryCode === 'PL' && random.chance(0.35) });
    }
  }
  for (let i = 0; i < 14; i++) plans.push({ organizer: random.pick([...organizers, balticExpo]), venue: null, dayOffset: offset(), polish: false });

  const events = plans.map((plan) => buildEvent(random, plan, now, exhibitorPool)).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());

  const upcoming = events.filter((event) => event.startsAt.getTime() > now.getTime());
  // A few drafts (one of them Baltic Expo Center's) and a couple of cancellations: no exhibitors there.
  const drafts = [
    upcoming.find((event) => event.organizerKey === BALTIC_EXPO && event.venueKey)!,
    ...random.sample(
      upcoming.filter((event) => event.organizerKey !== BALTIC_EXPO),
      3,
    ),
  ];
  for (const event of drafts) Object.assign(event, { status: 'draft', exhibitors: [] });
  const cancelled = random.sample(
    events.filter((event) => event.status === 'published' && event.venueKey),
    2,
  );
  // Baltic Expo Center (the organizer demo login) also has a cancelled coming event, so its panel shows every status.
  const balticCancelled = upcoming.filter((event) => event.organizerKey === BALTIC_EXPO && event.status === 'published' && event.venueKey)[1];
  for (const event of [...cancelled, ...(balticCancelled ? [balticCancelled] : [])]) {
    Object.assign(event, { status: 'cancelled', cancelReason: cancelReasonOf(event) });
  }

  // Nordic Metalworks exhibits at several coming events of its trade.
  const metalEvents = upcoming.filter(
    (event) => event.status === 'published' && event.venueKey && event.codes.some((code) => ['24', '25', '28', '29', '33'].includes(code)),
  );
  for (const event of random.sample(metalEvents, 6)) {
    const taken = new Set(event.exhibitors.map((exhibitor) => exhibitor.stand));
    let stand = 'H1.01';
    for (let n = 1; taken.has(stand); n++) stand = `H1.${String(n).padStart(2, '0')}`;
    if (event.exhibitors.length >= 25) event.exhibitors.pop();
    event.exhibitors.push({ companyKey: NORDIC_METALWORKS, stand });
  }

  const { products, offers } = buildOfferings(random, now, suppliersOf(companies, venues));

  return { companies, people, venues, events, products, offers };
}
