import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  CITIES,
  COMPANY_PREFIXES,
  DESCRIPTION_SENTENCES_EN,
  DESCRIPTION_SENTENCES_PL,
  EVENT_KINDS_EN,
  EVENT_KINDS_PL,
  INDUSTRIES,
  JOB_TITLES,
  LEGAL_FORMS,
  RARE_TOPICS,
  VENUE_KINDS,
  VENUE_PREFIXES,
} from '../data/demo.words.ts';
import { fullNames, labelInSentence, titleCase } from './demo.text.ts';
import { analyzeCatalogue, seedCatalogue, type SeedCounts, type SeedWordLists } from './seed.repository.ts';

export const SEED_LIMITS = { events: 2_000_000, companies: 500_000, venues: 50_000 } as const;

export interface SeedOptions {
  events: number;
  companies: number;
  /** Defaults to one venue per ten companies. */
  venues?: number;
}

export class SeedArgumentError extends Error {}

/**
 * `--events N --companies M [--venues V]` as given on the command line: whole positive numbers up
 * to the limits (a typo such as `--events 1e9` should not fill the disk). Defaults: 100,000 events
 * and 20,000 companies.
 */
export function parseSeedOptions(values: Record<string, string | boolean | undefined>): SeedOptions {
  const number = (name: keyof typeof SEED_LIMITS, fallback: number | undefined) => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const text = typeof raw === 'string' ? raw.trim().replace(/_/g, '') : '';
    const limit = SEED_LIMITS[name];
    if (!/^\d+$/.test(text) || Number(text) < 1)
      throw new SeedArgumentError(`--${name} must be a whole number from 1 to ${limit.toLocaleString('en-US')} (got "${String(raw)}").`);
    if (Number(text) > limit) throw new SeedArgumentError(`--${name} may be at most ${limit.toLocaleString('en-US')} (got ${text}).`);
    return Number(text);
  };
  return { events: number('events', 100_000)!, companies: number('companies', 20_000)!, venues: number('venues', undefined) };
}

/** The demo catalogue's word lists, in the shape the SQL generator reads. */
export function seedWordLists(): SeedWordLists {
  // The generator's SQL picks description sentences by position, for these list sizes.
  if (DESCRIPTION_SENTENCES_EN.length !== 8 || DESCRIPTION_SENTENCES_PL.length !== 5)
    throw new Error('seed: the description sentence lists changed size; update seed.repository.ts');
  const postalDigits: Record<string, number> = { PL: 3, DE: 3, CZ: 4, AT: 3, LT: 4, LV: 2, EE: 4, DK: 3, SE: 3, NL: 2, IT: 2, FR: 2, ES: 2 };
  return {
    cities: CITIES.map((city, i) => ({
      i,
      name: city.name,
      country_id: city.countryId,
      tz: city.timeZone,
      lat: city.latitude,
      lon: city.longitude,
      region: city.region,
      polish: city.countryCode === 'PL',
      streets: city.streets,
      forms: LEGAL_FORMS[city.countryCode] ?? ['Ltd'],
      names: fullNames(city.countryCode).map(([first, last]) => `${first}|${last}`),
      postal: city.postal,
      postal_digits: postalDigits[city.countryCode] ?? 3,
    })),
    industries: INDUSTRIES.map((industry, i) => ({
      i,
      label: industry.label,
      label_lower: labelInSentence(industry.label),
      label_pl: industry.labelPl,
      cover: industry.cover,
      codes: industry.codes,
      topics: industry.topics,
      topics_title: industry.topics.map(titleCase),
      topics_pl: industry.topicsPl,
      nouns: industry.companyNouns,
      audience: industry.audience,
    })),
    lists: {
      prefixes: COMPANY_PREFIXES,
      venue_prefixes: VENUE_PREFIXES,
      venue_kinds: VENUE_KINDS,
      kinds_en: EVENT_KINDS_EN.map((kind) => kind.name),
      kinds_en_days: EVENT_KINDS_EN.map((kind) => Math.max(...kind.days)),
      kinds_pl: EVENT_KINDS_PL.map((kind) => kind.name),
      kinds_pl_days: EVENT_KINDS_PL.map((kind) => Math.max(...kind.days)),
      job_titles: JOB_TITLES,
      rare_topics: RARE_TOPICS,
      sentences_en: DESCRIPTION_SENTENCES_EN,
      sentences_pl: DESCRIPTION_SENTENCES_PL,
    },
  };
}

export interface SeedReport {
  counts: SeedCounts;
  insertMs: number;
  analyzeMs: number;
  totalMs: number;
}

/** Adds a bulk catalogue to whatever the database holds, then refreshes the planner's statistics. */
export async function runSeed(db: Database, options: SeedOptions, progress?: (step: string) => void): Promise<SeedReport> {
  const started = performance.now();
  // Seeded owners cannot log in: their one shared hash is of a random secret nobody keeps.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const venues = options.venues ?? Math.max(1, Math.round(options.companies / 10));
  const insertStarted = performance.now();
  const counts = await seedCatalogue(db, { ...options, venues, runId: randomBytes(3).toString('hex'), passwordHash, words: seedWordLists() }, progress);
  const insertMs = performance.now() - insertStarted;
  progress?.('analyze');
  const analyzeStarted = performance.now();
  await analyzeCatalogue(db);
  const analyzeMs = performance.now() - analyzeStarted;
  return { counts, insertMs, analyzeMs, totalMs: performance.now() - started };
}
