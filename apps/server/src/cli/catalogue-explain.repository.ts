/**
 * EXPLAIN (ANALYZE, BUFFERS) of the catalogue's main queries on a seeded database, one summary line
 * each: execution time, buffers, and which indexes (or sequential scans) the plan reads. Run by
 * seed.explain.ts (`npm run bench -- catalogue`).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { TRIGRAM_WORD_SIMILARITY, textSearch, type TextSearch } from '../lib/text-search.ts';
import { trigramMatch } from '../lib/sql/text-match.ts';
import { eventCountQuery, eventPageQuery, eventTextMatch, type EventListFilter } from '../modules/events/events.repository.ts';
import { EVENT_SEARCHABLE } from '../modules/events/events.repository.ts';
import {
  CODE_SEARCHABLE,
  COMPANY_SEARCHABLE,
  VENUE_SEARCHABLE,
  codeGroupQuery,
  companyGroupQuery,
  eventGroupQuery,
  fullTextGroupMatch,
  peopleGroupQuery,
  peopleTextMatch,
  venueGroupQuery,
} from '../modules/search/search.repository.ts';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

/** The scans of a plan: "Index Scan events_status_starts_idx", "Seq Scan events", … (distinct, in plan order). */
function scans(node: PlanNode, found: string[] = []) {
  if (/Scan/.test(node['Node Type']) && node['Node Type'] !== 'Subquery Scan' && node['Node Type'] !== 'CTE Scan') {
    const what = `${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim();
    if (!found.includes(what)) found.push(what);
  }
  for (const child of node.Plans ?? []) scans(child, found);
  return found;
}

async function explain(db: Database, statement: SQL | { getSQL(): SQL }) {
  const query = 'getSQL' in statement ? statement.getSQL() : statement;
  await db.execute(query); // warm the cache, as a server under load would be
  const result = await db.execute(sql`explain (analyze, buffers, format json) ${query}`);
  const [output] = result.rows[0]!['QUERY PLAN'] as [
    { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number; JIT?: { Timing?: { Total?: number } } },
  ];
  const buffers = (output.Plan['Shared Hit Blocks'] ?? 0) + (output.Plan['Shared Read Blocks'] ?? 0);
  return { ms: output['Execution Time'], planningMs: output['Planning Time'], jitMs: output.JIT?.Timing?.Total, buffers, scans: scans(output.Plan) };
}

export async function explainCatalogue(db: Database, words: { common: string; rare: string; typo: string }) {
  const country = await db.execute(sql`select id from countries where code = 'PL'`);
  const poland = Number(country.rows[0]!.id);
  const upcoming: EventListFilter = { when: 'upcoming', sort: 'date' };
  const filtered: EventListFilter = { when: 'upcoming', sort: 'relevance', countryId: poland, code: 'C', text: textSearch(words.common) };
  const queries: [string, SQL | { getSQL(): SQL }][] = [
    ['GET events: first page', eventPageQuery(upcoming, undefined, 20, 0)],
    ['GET events: count', eventCountQuery(upcoming, undefined)],
    [`GET events?country=PL&code=C&q=${words.common}: page`, eventPageQuery(filtered, eventTextMatch(filtered.text!), 20, 0)],
    [`GET events?country=PL&code=C&q=${words.common}: count`, eventCountQuery(filtered, eventTextMatch(filtered.text!))],
    ['GET events?page=2000: page', eventPageQuery(upcoming, undefined, 20, 1999 * 20)],
  ];
  for (const word of [words.common, words.rare]) {
    const text = textSearch(word) as TextSearch;
    queries.push(
      [`GET search?q=${word}: events`, eventGroupQuery(fullTextGroupMatch(EVENT_SEARCHABLE, text), 5)],
      [`GET search?q=${word}: organizers`, companyGroupQuery(fullTextGroupMatch(COMPANY_SEARCHABLE, text), 5)],
      [`GET search?q=${word}: venues`, venueGroupQuery(fullTextGroupMatch(VENUE_SEARCHABLE, text), 5)],
      [`GET search?q=${word}: people`, peopleGroupQuery(peopleTextMatch(text), 5)],
      [`GET search?q=${word}: codes`, codeGroupQuery(fullTextGroupMatch(CODE_SEARCHABLE, text, { titleTrigrams: false }), 5)],
    );
  }
  // A typo finds nothing by full text; the groups are then matched by trigram similarity.
  const typo = textSearch(words.typo) as TextSearch;
  await db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_WORD_SIMILARITY)}, false)`);
  queries.push(
    [`GET search?q=${words.typo}: events (trigram)`, eventGroupQuery(trigramMatch(EVENT_SEARCHABLE, typo), 5)],
    [`GET search?q=${words.typo}: organizers (trigram)`, companyGroupQuery(trigramMatch(COMPANY_SEARCHABLE, typo), 5)],
    [`GET search?q=${words.typo}: venues (trigram)`, venueGroupQuery(trigramMatch(VENUE_SEARCHABLE, typo), 5)],
    [`GET search?q=${words.typo}: codes (trigram)`, codeGroupQuery(trigramMatch(CODE_SEARCHABLE, typo), 5)],
  );
  const lines: string[] = [];
  for (const [name, statement] of queries) {
    const plan = await explain(db, statement);
    const jit = plan.jitMs === undefined ? '' : ` (JIT ${plan.jitMs.toFixed(0)} ms)`;
    lines.push(`  ${name.padEnd(50)} ${plan.ms.toFixed(2).padStart(7)} ms${jit}  ${String(plan.buffers).padStart(6)} buffers  ${plan.scans.join(', ')}`);
  }
  return lines;
}
