import type { AppContext } from '../../context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newUid } from '../../lib/random.ts';
import { insertUser } from '../../modules/auth/users.repository.ts';
import { insertMember } from '../../modules/companies/companies.repository.ts';
import { createCompanyFor } from '../../modules/companies/companies.service.ts';
import { notify } from '../../modules/notifications/notifications.service.ts';
import { slugify } from '../../lib/slug.ts';
import type { Executor } from '../../db/client.ts';
import { insertEvents, insertExhibitors } from '../../modules/events/event-writes.repository.ts';
import { insertVenues } from '../../modules/venues/venue-writes.repository.ts';
import { BALTIC_EXPO, DEMO_PASSWORD, LOGIN_COMPANIES, NORDIC_METALWORKS } from '../data/demo.records.ts';
import { buildDemoCatalogue } from './demo.catalogue.ts';
import { loadDemoParticipation } from './demo.participation.ts';
import { loadDemoContacts } from './demo.contacts.ts';
import { loadDemoConversations } from './demo.conversations.ts';
import { loadDemoMeetings } from './demo.meetings.ts';
import { contextOnTransaction } from './demo.context.ts';
import { loadDemoOrganizerMeetings } from './demo.organizer-meetings.ts';
import {
  claimMeta,
  existingCodes,
  insertCompanies,
  insertCompanyCodes,
  insertEventCodes,
  insertMembers,
  insertOfferCodes,
  insertOffers,
  insertProductCodes,
  insertProducts,
  insertUsers,
  markOrganizer,
  takenCompanySlugs,
  takenEmails,
} from './demo.repository.ts';

/** Loads the demo data on the first start only; later starts (and other processes) skip it. */
export async function loadDemoData(ctx: AppContext) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return ctx.db.transaction(async (tx) => {
    if (!(await claimMeta(tx, 'demo_data', new Date().toISOString()))) return false;
    const person = async (email: string, firstName: string, lastName: string, language: 'en' | 'pl') => {
      const user = await insertUser(tx, { uid: newUid(), email, passwordHash, firstName, lastName, language, emailConfirmedAt: new Date() });
      await notify(tx, user.id, 'welcome', { firstName });
      return user;
    };
    const organizer = await person('organizer@fairhub.test', 'Agnieszka', 'Nowak', 'pl');
    const exhibitor = await person('exhibitor@fairhub.test', 'Erik', 'Lindqvist', 'en');
    const member = await person('member@fairhub.test', 'Marta', 'Wiśniewska', 'pl');
    const visitor = await person('visitor@fairhub.test', 'Tomasz', 'Zieliński', 'pl');

    const balticExpo = await createCompanyFor(tx, organizer.id, {
      name: 'Baltic Expo Center',
      countryId: LOGIN_COMPANIES[BALTIC_EXPO].countryId,
      city: LOGIN_COMPANIES[BALTIC_EXPO].city,
      vatId: 'PL5840000016',
      website: 'https://baltic-expo.example',
      description: 'Trade-fair and congress venue on the Baltic coast, organizing industry fairs for maritime, energy and food businesses.',
    });
    const metalworks = await createCompanyFor(tx, exhibitor.id, {
      name: 'Nordic Metalworks',
      countryId: LOGIN_COMPANIES[NORDIC_METALWORKS].countryId,
      city: LOGIN_COMPANIES[NORDIC_METALWORKS].city,
      vatId: 'SE556677889901',
      website: 'https://nordic-metalworks.example',
      description: 'Precision sheet-metal parts and welded assemblies for machine builders across Scandinavia and Central Europe.',
    });
    await insertMember(tx, { userId: member.id, companyId: metalworks.id, role: 'member' });
    await notify(tx, exhibitor.id, 'invitation_accepted', { name: 'Marta Wiśniewska', companyName: metalworks.name });
    const now = new Date();
    await loadDemoCatalogue(tx, {
      passwordHash,
      now,
      companies: { [BALTIC_EXPO]: balticExpo.id, [NORDIC_METALWORKS]: metalworks.id },
      participants: { [NORDIC_METALWORKS]: exhibitor.id },
    });
    const app = contextOnTransaction(ctx, tx);
    await loadDemoParticipation(tx, {
      app,
      now,
      organizer: { companyId: balticExpo.id, userId: organizer.id, userUid: organizer.uid },
      exhibitor: { companyId: metalworks.id, userId: exhibitor.id, email: exhibitor.email, memberId: member.id },
      visitorId: visitor.id,
    });
    await loadDemoContacts(tx, { organizer: organizer.id, exhibitor: exhibitor.id, member: member.id }, now);
    await loadDemoConversations(tx, { organizer: organizer.id, exhibitor: exhibitor.id, member: member.id, visitor: visitor.id }, now);
    await loadDemoMeetings(tx, {
      now,
      exhibitor: { companyId: metalworks.id, userId: exhibitor.id, memberId: member.id },
      organizerId: organizer.id,
      visitorId: visitor.id,
    });
    await loadDemoOrganizerMeetings({ app, now, organizerId: balticExpo.id, exclude: [balticExpo.id, metalworks.id] });
    return true;
  });
}

interface CatalogueContext {
  /** One hash, computed once, for every demo account. */
  passwordHash: string;
  now: Date;
  /** Ids of companies that already exist, by catalogue key. */
  companies: Record<string, number>;
  /** The user who represents a company at fairs, by catalogue key. */
  participants: Record<string, number>;
}

/**
 * The demo catalogue (see demo.catalogue.ts): organizers and exhibitors with codes and people,
 * venues, and a few hundred events with their codes and exhibitors, in one multi-row insert per table.
 */
export async function loadDemoCatalogue(tx: Executor, context: CatalogueContext) {
  const catalogue = buildDemoCatalogue(context.now);
  const companyIds = { ...context.companies };
  const participants = { ...context.participants };
  const loginCompanies = Object.values(LOGIN_COMPANIES);
  const allCodes = [...catalogue.companies.flatMap((c) => c.codes), ...catalogue.events.flatMap((e) => e.codes), ...loginCompanies.flatMap((c) => c.codes)];
  const known = await existingCodes(tx, [...new Set(allCodes)]);

  const taken = await takenCompanySlugs(
    tx,
    catalogue.companies.map((company) => slugify(company.name, 60)),
  );
  const companyRows = catalogue.companies.map((company) => {
    const slug = slugify(company.name, 60);
    return {
      uid: newUid(),
      slug: taken.has(slug) ? `${slug}-${newUid().slice(0, 6).toLowerCase()}` : slug,
      name: company.name,
      countryId: company.city.countryId,
      city: company.city.name,
      website: company.website,
      description: company.description,
      isOrganizer: company.isOrganizer,
    };
  });
  const companyIdBySlug = await insertCompanies(tx, companyRows);
  catalogue.companies.forEach((company, i) => (companyIds[company.key] = companyIdBySlug.get(companyRows[i]!.slug)!));
  await markOrganizer(tx, companyIds[BALTIC_EXPO]!);

  const existingEmails = await takenEmails(
    tx,
    catalogue.people.map((person) => person.email),
  );
  const people = catalogue.people.filter((person) => !existingEmails.has(person.email));
  const userIdByEmail = await insertUsers(
    tx,
    people.map((person) => ({
      uid: newUid(),
      email: person.email,
      passwordHash: context.passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      language: person.language,
      jobTitle: person.jobTitle,
      bio: person.bio,
      publicProfile: person.publicProfile,
      emailConfirmedAt: context.now,
    })),
  );
  await insertMembers(
    tx,
    people.map((person) => ({ userId: userIdByEmail.get(person.email)!, companyId: companyIds[person.companyKey]!, role: person.role })),
  );
  // A company is represented at fairs by its public person when it has one, otherwise by its owner.
  for (const person of people) {
    if (participants[person.companyKey] === undefined || person.publicProfile) participants[person.companyKey] = userIdByEmail.get(person.email)!;
  }

  const companyCodeRows = [
    ...catalogue.companies.flatMap((company) => company.codes.map((code) => ({ ownerId: companyIds[company.key]!, code }))),
    ...loginCompanies.flatMap((company) => company.codes.map((code) => ({ ownerId: companyIds[company.key]!, code }))),
  ];
  await insertCompanyCodes(
    tx,
    companyCodeRows.filter((row) => known.has(row.code)),
  );

  const venueUids = catalogue.venues.map(() => newUid());
  const venueIdByUid = await insertVenues(
    tx,
    catalogue.venues.map((venue, i) => ({
      uid: venueUids[i]!,
      slug: slugify(venue.name),
      companyId: companyIds[venue.ownerKey]!,
      name: venue.name,
      address: venue.address,
      city: venue.city.name,
      countryId: venue.city.countryId,
      latitude: venue.latitude,
      longitude: venue.longitude,
      capacity: venue.capacity,
      description: venue.description,
    })),
  );
  const venueIds = Object.fromEntries(catalogue.venues.map((venue, i) => [venue.key, venueIdByUid.get(venueUids[i]!)!]));

  const eventUids = catalogue.events.map(() => newUid());
  const eventIdByUid = await insertEvents(
    tx,
    catalogue.events.map((event, i) => ({
      uid: eventUids[i]!,
      slug: event.slug,
      organizerId: companyIds[event.organizerKey]!,
      venueId: event.venueKey ? venueIds[event.venueKey]! : null,
      onlineUrl: event.onlineUrl,
      title: event.title,
      summary: event.summary,
      description: event.description,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timeZone: event.timeZone,
      status: event.status,
      cancelReason: event.cancelReason,
      cancelledAt: event.status === 'cancelled' ? context.now : null,
      coverImage: event.coverImage,
      registrationOpensAt: event.registrationOpensAt,
      registrationClosesAt: event.registrationClosesAt,
      meetingSlotMinutes: event.meetingSlotMinutes,
      meetingTables: event.meetingTables,
      createdAt: event.registrationOpensAt < context.now ? event.registrationOpensAt : context.now,
    })),
  );
  const eventIds = eventUids.map((uid) => eventIdByUid.get(uid)!);
  await insertEventCodes(
    tx,
    catalogue.events.flatMap((event, i) => event.codes.filter((code) => known.has(code)).map((code) => ({ ownerId: eventIds[i]!, code }))),
  );
  await insertExhibitors(
    tx,
    catalogue.events.flatMap((event, i) =>
      event.exhibitors.map((exhibitor) => ({
        eventId: eventIds[i]!,
        companyId: companyIds[exhibitor.companyKey]!,
        status: 'approved' as const,
        stand: exhibitor.stand,
        staff: [participants[exhibitor.companyKey]!],
      })),
    ),
  );

  const productUids = catalogue.products.map(() => newUid());
  const productIdByUid = await insertProducts(
    tx,
    catalogue.products.map(({ companyKey, codes: _codes, ...product }, i) => ({ uid: productUids[i]!, companyId: companyIds[companyKey]!, ...product })),
  );
  await insertProductCodes(
    tx,
    catalogue.products.flatMap((product, i) =>
      product.codes.filter((code) => known.has(code)).map((code) => ({ ownerId: productIdByUid.get(productUids[i]!)!, code })),
    ),
  );
  const offerUids = catalogue.offers.map(() => newUid());
  const offerIdByUid = await insertOffers(
    tx,
    catalogue.offers.map(({ companyKey, codes: _codes, ...offer }, i) => ({ uid: offerUids[i]!, companyId: companyIds[companyKey]!, ...offer })),
  );
  await insertOfferCodes(
    tx,
    catalogue.offers.flatMap((offer, i) => offer.codes.filter((code) => known.has(code)).map((code) => ({ ownerId: offerIdByUid.get(offerUids[i]!)!, code }))),
  );
  return {
    companies: companyRows.length,
    people: people.length,
    venues: venueUids.length,
    events: eventUids.length,
    products: productUids.length,
    offers: offerUids.length,
  };
}
