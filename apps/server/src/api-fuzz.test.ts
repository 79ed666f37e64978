import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@fairhub/shared/constants';
import {
  CALLER_KINDS,
  callerIntact,
  createCaller,
  createWorld,
  FALLBACK_TARGETS,
  formatFailure,
  fuzzPair,
  renewCaller,
  targetOf,
  type Caller,
  type CallerKind,
  type CallerPolicy,
  type Failure,
  type PairStats,
  type World,
} from '../test/fuzz/fuzz-harness.ts';
import type { FuzzTarget } from '../test/fuzz/fuzz-requests.ts';

/**
 * Schema-driven fuzzing of every route in the app's route table (plus the addresses the not-found
 * handler answers: built pages with link previews, unknown API paths). For each route and each
 * caller — anonymous, a signed-in user without a company, the owner of a company — fast-check sends
 * requests made from the route's own zod schemas: valid ones (so the services run), and ones broken
 * field by field (wrong types, missing and extra fields, empty, huge and odd Unicode strings,
 * numbers at and past their bounds), in the query (repeated keys, arrays, bad escapes, %00), in the
 * path (%00, .., very long), and in the body (invalid JSON, wrong top-level type, wrong content
 * types, over the size limit), with odd headers and methods now and then.
 *
 * The property: no answer is 5xx, every request is answered, and every 4xx of an API route is
 * RFC 9457 problem JSON (the OAuth token endpoint answers RFC 6749 `{error, error_description}`).
 *
 * FUZZ_RUNS sets the requests per route and caller (default 12 here; `npm run fuzz` sends 10,000+),
 * FUZZ_SEED the seed (fixed here, printed), FUZZ_REPORT a file for the per-route counts (JSON),
 * FUZZ_VERBOSE=1 prints the counts per route and caller. A failure prints the route, the caller, the
 * request fast-check shrank it to, the answer and the error the app logged (with its stack).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_515);
const REPORT = process.env.FUZZ_REPORT;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';

/**
 * Routes that use up or change their caller get a caller of their own (of the same kind), checked
 * after every accepted request and renewed when used up — instead of being skipped. Nothing is
 * excluded: every route is fuzzed as every caller.
 */
const OWN_CALLER: Record<string, string> = {
  [`POST ${API_BASE}/logout`]: 'revokes the presented token (renewed by logging in again)',
  [`DELETE ${API_BASE}/profile`]: "deletes the account when the body carries the caller's password",
  [`DELETE ${API_BASE}/profile/sessions`]: 'ends every other session of the caller',
  [`POST ${API_BASE}/profile/password`]: 'changes the password and ends the other sessions',
  [`POST ${API_BASE}/companies`]: 'turns a user without a company into an owner',
  [`PATCH ${API_BASE}/companies/mine/members/:uid`]: "may change the caller's own role (its uid is among the generated ones)",
  [`DELETE ${API_BASE}/companies/mine/members/:uid`]: 'may take the caller out of its company (leaving with its own uid)',
  [`POST ${API_BASE}/invitations/mine/:uid/accept`]: 'accepting an invitation joins a company',
  [`POST ${API_BASE}/invitations/:token/accept`]: 'an account that accepts with its bearer token joins the company',
};
/** Own-caller routes after which the caller's password may have changed: checked by logging in. */
const PASSWORD_CHANGING = new Set([`POST ${API_BASE}/profile/password`]);
/** Routes not fuzzed, with the reason. None. */
const EXCLUDED: Record<string, string> = {};

function hash(text: string) {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.codePointAt(0)!, 16777619);
  return value | 0;
}

const started = Date.now();
// The route table names the tests, so the world (app, catalogue, callers) is made while collecting.
const world: World = await createWorld();
const routeTable = [...world.t.routeTable];
const targets: FuzzTarget[] = [...routeTable.map(targetOf), ...FALLBACK_TARGETS];
const results: PairStats[] = [];

beforeAll(() => {
  console.log(
    `api fuzz: seed ${SEED} (FUZZ_SEED=${SEED} to replay), ${RUNS} requests per route and caller; ${routeTable.length} routes from the route table + ${FALLBACK_TARGETS.length} not-found addresses, × ${CALLER_KINDS.length} callers`,
  );
});

afterAll(async () => {
  const totals: Record<string, number> = {};
  for (const pair of results) for (const [status, count] of Object.entries(pair.statuses)) totals[status] = (totals[status] ?? 0) + count;
  const requests = results.reduce((sum, pair) => sum + pair.requests, 0);
  const failures = results.flatMap((pair) => pair.failures);
  const leftovers = world.logs.leftovers();
  const ms = Date.now() - started;
  if (VERBOSE)
    for (const pair of results)
      console.log(
        `${pair.route} as ${pair.caller}: ${pair.requests} requests ${JSON.stringify(pair.statuses)}, valid ones ${JSON.stringify(pair.validStatuses)}, ${(pair.ms / 1000).toFixed(1)} s`,
      );
  console.log(
    `api fuzz: seed ${SEED}, ${results.length} route × caller pairs, ${requests} requests in ${(ms / 1000).toFixed(1)} s, statuses ${JSON.stringify(totals)}, ${failures.length} failures`,
  );
  if (leftovers.length > 0)
    console.log(
      `api fuzz: errors logged without a 5xx answer:\n${leftovers.map((error) => `  ${error.requestId ?? '-'} ${error.msg ?? ''}: ${error.stack ?? error.message}`).join('\n')}`,
    );
  if (REPORT)
    writeFileSync(
      REPORT,
      JSON.stringify(
        {
          seed: SEED,
          runsPerPair: RUNS,
          routes: routeTable.length,
          fallbackTargets: FALLBACK_TARGETS.length,
          ms,
          requests,
          totals,
          pairs: results,
          excluded: EXCLUDED,
          ownCaller: OWN_CALLER,
          loggedWithout5xx: leftovers,
        },
        null,
        1,
      ),
    );
  await world.close();
}, 60_000);

describe(`api fuzz (seed ${SEED})`, () => {
  it('covers every route in the route table, each as every caller; exclusions are listed with a reason', () => {
    expect(routeTable.length).toBeGreaterThan(60);
    const keys = routeTable.map((route) => `${route.method} ${route.url}`);
    expect(
      Object.keys(EXCLUDED).filter((key) => !keys.includes(key)),
      'exclusions of routes that are gone',
    ).toEqual([]);
    expect(
      Object.keys(OWN_CALLER).filter((key) => !keys.includes(key)),
      'own-caller entries of routes that are gone',
    ).toEqual([]);
    expect(targets.map((target) => target.key)).toEqual(expect.arrayContaining(keys.filter((key) => !(key in EXCLUDED))));
  });

  const ownCallers = new Map<string, Caller>();
  for (const target of targets) {
    if (target.key in EXCLUDED) continue;
    for (const kind of CALLER_KINDS) {
      const policy: CallerPolicy =
        !(target.key in OWN_CALLER) || kind === 'anonymous' ? 'shared' : PASSWORD_CHANGING.has(target.key) ? 'renew-checking-password' : 'renew';
      it(
        `${target.key} as ${kind}${policy === 'shared' ? '' : ' (own caller)'}`,
        async () => {
          let caller: Caller = world.callers[kind];
          if (policy !== 'shared') {
            caller = ownCallers.get(`${target.key} ${kind}`) ?? (await createCaller(world.t, kind));
            ownCallers.set(`${target.key} ${kind}`, caller);
          }
          const stats = await fuzzPair(world, target, caller, { seed: (SEED ^ hash(`${target.key} ${kind}`)) | 0, numRuns: RUNS, policy });
          results.push(stats);
          const failures: Failure[] = [...stats.failures];
          // A shared caller must come out as it went in; a route that uses it up needs an own caller.
          if (policy === 'shared' && !(await callerIntact(world.t, caller))) {
            await renewCaller(world.t, caller);
            failures.push({
              route: target.key,
              caller: kind,
              violation: `used up the shared ${kind} caller: give the route an own caller (OWN_CALLER)`,
              signature: 'caller',
              request: '',
              status: 'not sent',
              responseBody: '',
              loggedErrors: [],
              seed: 0,
              path: null,
              numShrinks: 0,
            });
          }
          expect(failures.map(formatFailure).join('\n\n'), `${failures.length} distinct failures`).toBe('');
        },
        60_000 + RUNS * 2_000,
      );
    }
  }

  it('answered no request with a 5xx, and every API 4xx was problem JSON', () => {
    const failures = results.flatMap((pair) => pair.failures);
    expect(failures.map((failure) => `${failure.route} as ${failure.caller as CallerKind}: ${failure.signature}`)).toEqual([]);
  });
});
