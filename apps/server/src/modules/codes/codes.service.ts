import type { CodeDetails, CodeNode, CodeSearchHit, CodeTreeNode } from '@fairhub/shared/codes';
import type { Language } from '@fairhub/shared/constants';
import type { Page } from '@fairhub/shared/paging';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/problems.ts';
import {
  carriersOf,
  countFullTextMatches,
  countTrigramMatches,
  findCodes,
  findCodesWithChildren,
  findFullTextMatches,
  findTrigramMatches,
  listAllCodes,
  listChildren,
  upsertCodes,
  type CodeMatchQuery,
  type CodeRow,
  type CodeRowWithChildren,
} from './codes.repository.ts';
import { builtInNaceRows } from './nace-rev2.ts';

/** How many companies and coming events a search hit shows. */
export const SEARCH_HIT_SAMPLES = 5;
/** Words shorter than this are left out of the typo-tolerant (trigram) fallback. */
const TRIGRAM_MIN_WORD = 3;

/** Upserts the 21 sections and 88 divisions at every start; imported groups and classes stay. */
export async function seedCodes(db: Executor) {
  await upsertCodes(db, builtInNaceRows());
}

const nameIn = (row: Pick<CodeRow, 'nameEn' | 'namePl'>, language: Language) => (language === 'pl' ? row.namePl : row.nameEn);

const nodeOf = (row: CodeRowWithChildren, language: Language): CodeNode => ({
  code: row.code,
  level: row.level,
  parentCode: row.parentCode,
  section: row.section,
  name: nameIn(row, language),
  childCount: row.childCount,
});

/** The whole classification as a tree: sections, each with its divisions, and so on down. */
export async function getCodeTree(db: Executor, language: Language): Promise<{ items: CodeTreeNode[] }> {
  const rows = await listAllCodes(db);
  const childrenOf = new Map<string | null, CodeRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentCode) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentCode, siblings);
  }
  const build = (row: CodeRow): CodeTreeNode => {
    const children = (childrenOf.get(row.code) ?? []).map(build);
    return { ...nodeOf({ ...row, childCount: children.length }, language), children };
  };
  return { items: (childrenOf.get(null) ?? []).map(build) };
}

/** One level: the codes directly under `parent`. */
export async function getCodeLevel(db: Executor, parent: string, language: Language): Promise<{ items: CodeNode[] }> {
  const [found] = await findCodes(db, [parent]);
  if (!found) throw notFound(`There is no NACE Rev. 2 code ${parent}.`);
  const rows = await listChildren(db, parent);
  return { items: rows.map((row) => nodeOf(row, language)) };
}

export async function getCodeDetails(db: Executor, code: string, language: Language): Promise<CodeDetails> {
  const [row] = await findCodesWithChildren(db, [code]);
  if (!row) throw notFound(`There is no NACE Rev. 2 code ${code}.`);
  const [ancestors, children, [carriers]] = await Promise.all([
    findCodesWithChildren(db, row.ancestors),
    listChildren(db, row.code),
    carriersOf(db, [row.code], 0),
  ]);
  return {
    ...nodeOf(row, language),
    ancestors: ancestors.sort((a, b) => a.level - b.level).map((ancestor) => nodeOf(ancestor, language)),
    children: children.map((child) => nodeOf(child, language)),
    companyCount: carriers?.companyCount ?? 0,
    eventCount: carriers?.eventCount ?? 0,
  };
}

/**
 * What the typed text means: a section letter ("c"), a code or code prefix written with or without
 * its dot ("25", "25.1", "2511", PKD's "25.11.Z"), and/or words.
 */
export function parseCodeSearch(text: string): CodeMatchQuery {
  const trimmed = text.trim();
  const words = trimmed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (/^[A-U]$/i.test(trimmed)) {
    const section = trimmed.toUpperCase();
    return { codeQuery: `'${section.toLowerCase()}':A`, exactCode: section, words };
  }
  const numeric = /^(\d{1,2})$/.exec(trimmed) ?? /^(\d{2})\.?(\d{1,2})?\.?$/.exec(trimmed) ?? /^(\d{2})\.(\d{2})\.[A-Z]$/i.exec(trimmed);
  if (numeric) {
    const prefix = numeric[2] ? `${numeric[1]}.${numeric[2]}` : numeric[1]!;
    return { codeQuery: `'${prefix}':*A`, exactCode: prefix.length >= 2 ? prefix : null, words: [] };
  }
  return { codeQuery: null, exactCode: null, words };
}

/**
 * Codes by code prefix or by words (unaccented, each word a prefix), code matches first, then by
 * rank; when full-text finds nothing, words are matched by trigram similarity to tolerate typos.
 */
export async function searchCodes(db: Executor, params: { q: string; page: number; perPage: number }, language: Language): Promise<Page<CodeSearchHit>> {
  const query = parseCodeSearch(params.q);
  const offset = (params.page - 1) * params.perPage;
  let total = await countFullTextMatches(db, query);
  let rows: CodeRowWithChildren[];
  if (total > 0) {
    rows = offset < total ? await findFullTextMatches(db, query, params.perPage, offset) : [];
  } else {
    const longWords = query.words.filter((word) => word.length >= TRIGRAM_MIN_WORD);
    total = await countTrigramMatches(db, longWords);
    rows = offset < total ? await findTrigramMatches(db, longWords, params.perPage, offset) : [];
  }
  const [ancestors, carriers] = await Promise.all([
    findCodes(db, [...new Set(rows.flatMap((row) => row.ancestors))]),
    carriersOf(
      db,
      rows.map((row) => row.code),
      SEARCH_HIT_SAMPLES,
    ),
  ]);
  const ancestorByCode = new Map(ancestors.map((row) => [row.code, row]));
  const carriersByCode = new Map(carriers.map((row) => [row.code, row]));
  const items = rows.map((row): CodeSearchHit => {
    const found = carriersByCode.get(row.code);
    return {
      ...nodeOf(row, language),
      path: row.ancestors.flatMap((code) => {
        const ancestor = ancestorByCode.get(code);
        return ancestor ? [{ code, name: nameIn(ancestor, language) }] : [];
      }),
      companyCount: found?.companyCount ?? 0,
      eventCount: found?.eventCount ?? 0,
      companies: found?.companies ?? [],
      events: found?.events ?? [],
    };
  });
  return { items, total, page: params.page, perPage: params.perPage };
}
