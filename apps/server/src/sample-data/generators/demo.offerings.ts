/**
 * The demo companies' products and offers as plain data, from the lists in ../data/demo.offering-words.ts:
 * each company gets a few that fit its industry (organizers: stands, rooms, sponsorship), priced in
 * its own currency, with codes out of its own codes. Dates are relative to the load time. No
 * database access here.
 */
import type { OfferKind, OfferStatus, ProductStatus } from '@fairhub/shared/statuses';
import type { OfferPlan } from '../data/demo.records.ts';
import type { Random } from './demo.random.ts';
import { OFFERS, PRICE_ON_REQUEST, PRODUCTS, type OfferingGroup, type OfferWords, type ProductWords, type Words } from '../data/demo.offering-words.ts';

/** A company that offers things, as this file needs it. */
export interface Supplier {
  key: string;
  group: OfferingGroup;
  /** ISO 3166-1 alpha-2 and numeric. */
  countryCode: string;
  countryId: number;
  city: string;
  /** Its NACE divisions, most typical first. */
  codes: readonly string[];
  /** Names of the venues it runs (organizers). */
  venues: readonly string[];
  /** Fixed statuses, one per product and offer, taken in list order (the demo logins' companies). */
  plan?: { products: readonly ProductStatus[]; offers: readonly OfferPlan[] };
}

export interface DemoProduct {
  companyKey: string;
  name: string;
  description: string;
  /** Two decimals, as numeric(12,2) takes it. */
  price: string | null;
  currency: string | null;
  status: ProductStatus;
  codes: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface DemoOffer {
  companyKey: string;
  kind: OfferKind;
  title: string;
  description: string;
  targetCountryIds: number[];
  validUntil: Date | null;
  status: OfferStatus;
  codes: string[];
  createdAt: Date;
  updatedAt: Date;
}

const DAY = 86_400_000;

/** The currency a company quotes in, and roughly how many units make a euro. */
const CURRENCIES: Record<string, { code: string; perEuro: number }> = {
  PL: { code: 'PLN', perEuro: 4.3 },
  CZ: { code: 'CZK', perEuro: 25 },
  SE: { code: 'SEK', perEuro: 11.5 },
  DK: { code: 'DKK', perEuro: 7.46 },
  NO: { code: 'NOK', perEuro: 11.7 },
  CH: { code: 'CHF', perEuro: 0.95 },
  HU: { code: 'HUF', perEuro: 395 },
};
const EURO = { code: 'EUR', perEuro: 1 };

export const currencyOf = (countryCode: string) => CURRENCIES[countryCode] ?? EURO;

/** A price as a person would set it: cents below 2, then tenths, whole units, tens, fifties, hundreds. */
export function roundPrice(value: number) {
  const step = value < 2 ? 0.01 : value < 20 ? 0.1 : value < 200 ? 1 : value < 2000 ? 10 : value < 20_000 ? 50 : 100;
  return (Math.max(1, Math.round(value / step)) * step).toFixed(2);
}

/** Counts for companies without a plan: most have a few, some none. */
const PRODUCT_COUNTS = { organizer: [0, 1, 2, 3], exhibitor: [0, 1, 2, 3, 3, 4, 4, 5, 6] };
const OFFER_COUNTS = { organizer: [0, 1, 1, 2], exhibitor: [0, 1, 1, 2, 2, 3, 4] };

/**
 * Deals items of one list to companies: a shuffled deck, so companies of one industry get different
 * items until the list runs out (then it is shuffled again). Items a company cannot take are kept
 * for the next one. The first `reserved` items go only to planned companies, in list order.
 */
function dealer<T>(random: Random, items: readonly T[], reserved: number) {
  const all = items.map((_, i) => i);
  const deck = random.sample(all.slice(reserved), items.length);
  return (count: number, fits: (item: T) => boolean) => {
    const chosen: number[] = [];
    const kept: number[] = [];
    for (let refills = 0; chosen.length < count;) {
      if (deck.length === 0) {
        if (refills++ > 0) break;
        deck.push(...random.sample(all, all.length));
      }
      const i = deck.shift()!;
      if (chosen.includes(i) || !fits(items[i]!)) kept.push(i);
      else chosen.push(i);
    }
    deck.unshift(...kept.filter((i) => !deck.includes(i)));
    return chosen.map((i) => items[i]!);
  };
}

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** Its codes among `wanted` (at most two), or its most typical one. */
function codesFor(wanted: readonly string[], own: readonly string[]) {
  const shared = wanted.filter((code) => own.includes(code)).slice(0, 2);
  return shared.length > 0 ? shared : own.slice(0, 1);
}

/** The end of a UTC day `days` after `now`, as a date-only `validUntil` means it. */
function endOfDay(now: Date, days: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 23, 59, 59, 999));
}

export function buildOfferings(random: Random, now: Date, suppliers: readonly Supplier[]) {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - random.int(0, 600) * 60_000);
  /** A change some time after creation (or none), never after `now`. */
  const touched = (created: Date) =>
    random.chance(0.4) ? created : new Date(created.getTime() + Math.floor(random.next() * (now.getTime() - created.getTime())));

  /** One dealer per group and list, made when the group's first unplanned company needs it. */
  const dealers = <T>(lists: Record<OfferingGroup, readonly T[]>, planned: (plan: NonNullable<Supplier['plan']>) => readonly unknown[]) => {
    const made = new Map<OfferingGroup, ReturnType<typeof dealer<T>>>();
    return (group: OfferingGroup) => {
      let deal = made.get(group);
      if (!deal) {
        const reserved = Math.max(0, ...suppliers.filter((s) => s.group === group && s.plan).map((s) => planned(s.plan!).length));
        deal = dealer(random, lists[group], reserved);
        made.set(group, deal);
      }
      return deal;
    };
  };
  const productDealer = dealers<ProductWords>(PRODUCTS, (plan) => plan.products);
  const offerDealer = dealers<OfferWords>(OFFERS, (plan) => plan.offers);

  const products: DemoProduct[] = [];
  const offers: DemoOffer[] = [];
  for (const supplier of suppliers) {
    const polish = supplier.countryCode === 'PL';
    const text = (words: Words, inPolish = polish) =>
      fill(words[inPolish ? 1 : 0], { city: supplier.city, venue: supplier.venues.length > 0 ? random.pick(supplier.venues) : supplier.city });
    const kind = supplier.group === 'organizer' ? 'organizer' : 'exhibitor';
    const currency = currencyOf(supplier.countryCode);

    let productWords: readonly ProductWords[];
    let productStatuses: readonly ProductStatus[];
    if (supplier.plan) {
      productWords = PRODUCTS[supplier.group].slice(0, supplier.plan.products.length);
      productStatuses = supplier.plan.products;
    } else {
      productWords = productDealer(supplier.group)(random.pick(PRODUCT_COUNTS[kind]), (item) => !item.only || item.only.includes(supplier.countryCode));
      productStatuses = productWords.map(() => (random.chance(0.12) ? 'draft' : 'published'));
    }
    productWords.forEach((words, i) => {
      // The demo logins' companies show every price they can; others leave a few on request.
      const priced = words.price !== null && (supplier.plan !== undefined || random.chance(0.85));
      const price = priced ? roundPrice((words.price!.euros[0] + random.next() * (words.price!.euros[1] - words.price!.euros[0])) * currency.perEuro) : null;
      const createdAt = at(random.int(3, 200));
      products.push({
        companyKey: supplier.key,
        name: text(words.name),
        description: `${text(words.description)} ${text(priced ? words.price!.per : PRICE_ON_REQUEST)}`,
        price,
        currency: price === null ? null : currency.code,
        status: productStatuses[i]!,
        codes: codesFor(words.codes, supplier.codes),
        createdAt,
        updatedAt: touched(createdAt),
      });
    });

    let offerWords: readonly OfferWords[];
    let offerPlans: readonly OfferPlan[];
    if (supplier.plan) {
      offerWords = OFFERS[supplier.group].slice(0, supplier.plan.offers.length);
      offerPlans = supplier.plan.offers;
    } else {
      offerWords = offerDealer(supplier.group)(random.pick(OFFER_COUNTS[kind]), () => true);
      offerPlans = offerWords.map(() => (random.chance(0.12) ? 'draft' : random.chance(0.75) ? 'active' : 'open-ended'));
    }
    offerWords.forEach((words, i) => {
      const plan = offerPlans[i]!;
      const home = words.targets === 'home';
      const abroad = home ? [] : (words.targets as readonly number[]).filter((id) => id !== supplier.countryId);
      const createdAt = at(plan === 'closed' ? random.int(60, 150) : random.int(1, 60));
      let validUntil: Date | null = null;
      if (plan === 'active') validUntil = endOfDay(now, random.int(31, 183));
      else if (plan === 'draft' && random.chance(0.5)) validUntil = endOfDay(now, random.int(60, 183));
      else if (plan === 'closed') validUntil = endOfDay(createdAt, random.int(60, 120));
      offers.push({
        companyKey: supplier.key,
        kind: words.kind,
        title: text(words.title, polish && home),
        description: text(words.description, polish && home),
        targetCountryIds: home ? [supplier.countryId] : abroad.length > 0 ? abroad : [...(words.targets as readonly number[])],
        validUntil,
        status: plan === 'open-ended' ? 'active' : plan,
        codes: codesFor(words.codes, supplier.codes),
        createdAt,
        // A closed offer was closed a while after it went out.
        updatedAt: plan === 'closed' ? new Date(createdAt.getTime() + random.int(20, 50) * DAY) : touched(createdAt),
      });
    });
  }

  // One more offer elsewhere was closed when it found its partner.
  const planned = new Set(suppliers.filter((s) => s.plan).map((s) => s.key));
  const closing = random.pick(offers.filter((offer) => offer.status === 'active' && !planned.has(offer.companyKey)));
  if (closing) Object.assign(closing, { status: 'closed', updatedAt: touched(closing.createdAt) });

  return { products, offers };
}
