import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { AppContext } from '../context.ts';
import { hashPassword } from '../lib/passwords.ts';
import { assertAcceptablePassword } from '../lib/password-policy.ts';
import { newUid } from '../lib/random.ts';
import { findUserByEmail, insertUser } from '../modules/auth/users.repository.ts';
import { findCompaniesByUidOrName, findCompanyByName, findMembership, insertMember, updateCompanyRow } from '../modules/companies/companies.repository.ts';
import { createCompanyFor } from '../modules/companies/companies.service.ts';
import { createInvitation } from '../modules/invitations/invitations.service.ts';
import { notify } from '../modules/notifications/notifications.service.ts';
import { describeImport, importCodes } from '../modules/codes/codes.import.ts';
import { lastErrorOf } from '../lib/jobs/job-queue.ts';
import type { JobRunRow } from '../lib/jobs/jobs.repository.ts';

const POLAND = 616;

export interface CreateUserArgs {
  email: string;
  password: string;
  'first-name': string;
  'last-name': string;
  company?: string;
  role?: CompanyRole;
}

/** A confirmed user; `company` is created (user as owner) or joined (as `role`, default member). */
export async function createUserCommand(ctx: AppContext, args: CreateUserArgs) {
  // The same rule as every other way to set a password (lib/password-policy.ts).
  await assertAcceptablePassword(args.password, { email: args.email, firstName: args['first-name'], lastName: args['last-name'] });
  const passwordHash = await hashPassword(args.password);
  return ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, args.email)) throw new Error(`A user with the e-mail ${args.email} already exists.`);
    const user = await insertUser(tx, {
      uid: newUid(),
      email: args.email,
      passwordHash,
      firstName: args['first-name'],
      lastName: args['last-name'],
      emailConfirmedAt: new Date(),
    });
    await notify(tx, user.id, 'welcome', { firstName: user.firstName });
    if (!args.company) return `Created ${user.email} (uid ${user.uid}), without a company.`;
    const existing = await findCompanyByName(tx, args.company);
    if (existing) {
      const role = args.role ?? 'member';
      await insertMember(tx, { userId: user.id, companyId: existing.id, role });
      return `Created ${user.email} (uid ${user.uid}) as ${role} of ${existing.name}.`;
    }
    if (args.role && args.role !== 'owner')
      throw new Error(`${args.company} does not exist yet; its creator becomes its owner, so leave out --role or use --role owner.`);
    const company = await createCompanyFor(tx, user.id, { name: args.company, countryId: POLAND, city: 'Warszawa' });
    return `Created ${user.email} (uid ${user.uid}) as owner of the new company ${company.name} (uid ${company.uid}; country Poland, city Warszawa — edit them in the panel).`;
  });
}

export async function inviteCommand(ctx: AppContext, args: { email: string; company: string; role: CompanyRole }) {
  return ctx.db.transaction(async (tx) => {
    const company = await findCompanyByName(tx, args.company);
    if (!company) throw new Error(`There is no company named "${args.company}".`);
    const invitee = await findUserByEmail(tx, args.email);
    if (invitee && (await findMembership(tx, invitee.id))) throw new Error(`${args.email} already belongs to a company.`);
    return createInvitation(ctx, tx, { companyId: company.id, companyName: company.name, email: args.email, role: args.role });
  });
}

/**
 * Switches a company's organizer features on (or off with `off`): its owners and admins then create
 * venues and events, its members read them. `company` is its uid or its name (case ignored); a name
 * that several companies share must be given as the uid. Switching off keeps its venues and events
 * (and their public pages) but no one can change them until it is switched on again.
 */
export async function promoteOrganizerCommand(ctx: AppContext, args: { company: string; off?: boolean }) {
  return ctx.db.transaction(async (tx) => {
    const found = await findCompaniesByUidOrName(tx, args.company);
    if (found.length === 0) throw new Error(`There is no company with the uid or name "${args.company}".`);
    if (found.length > 1) throw new Error(`Several companies are named "${args.company}": give the uid instead (${found.map((c) => c.uid).join(', ')}, …).`);
    const company = found[0]!;
    const on = !args.off;
    const label = `${company.name} (uid ${company.uid})`;
    if (company.isOrganizer === on) return `${label} ${on ? 'is already an organizer' : 'is not an organizer'}; nothing changed.`;
    await updateCompanyRow(tx, company.id, { isOrganizer: on });
    return on
      ? `${label} is now an organizer: its owners and admins can create venues and events in the panel.`
      : `${label} is no longer an organizer: its venues and events stay, but nobody can change them until it is switched on again.`;
  });
}

export async function outboxCommand(ctx: AppContext, limit: number) {
  const rows = await ctx.mailer.listOutbox(limit);
  if (rows.length === 0) return 'The outbox is empty.';
  return rows
    .map((row) => [`${row.createdAt.toISOString()}  to ${row.to}`, `  ${row.subject}`, ...row.links.map((link) => `  ${link}`)].join('\n'))
    .join('\n\n');
}

const time = (value: Date | null) =>
  value
    ? value
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, 'Z')
    : '-';
const attempts = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

function failureLine(run: JobRunRow) {
  const what =
    run.state === 'failed'
      ? `failed after ${attempts(run.attempts)}`
      : `attempt ${run.attempts} of ${run.maxAttempts} failed, retrying from ${time(run.runAfter)}`;
  return `  ${time(run.finishedAt ?? run.startedAt)}  ${run.name}  ${what}: ${lastErrorOf(run)}`;
}

/**
 * The background jobs' newest runs (name, state, attempts, started, finished; waiting ones too) and
 * the newest failures with their last error, retrying ones included.
 */
export async function jobsCommand(ctx: AppContext, limit: number) {
  const [runs, failures] = await Promise.all([ctx.jobs.runs({ limit }), ctx.jobs.runs({ limit, failuresOnly: true })]);
  const lines: string[] = [];
  if (runs.length === 0) lines.push('No job has run yet.');
  else {
    const width = Math.max(4, ...runs.map((run) => run.name.length));
    lines.push('Recent jobs, newest first:', `  ${'name'.padEnd(width)}  ${'state'.padEnd(9)}  attempts  ${'started'.padEnd(20)}  finished`);
    for (const run of runs) {
      lines.push(
        `  ${run.name.padEnd(width)}  ${run.state.padEnd(9)}  ${String(run.attempts).padEnd(8)}  ${time(run.startedAt).padEnd(20)}  ${time(run.finishedAt)}`,
      );
    }
  }
  lines.push('', failures.length === 0 ? 'No failures.' : 'Failures, newest first (last error):', ...failures.map(failureLine));
  return lines.join('\n');
}

/**
 * Imports the NACE Rev. 2 tree from Eurostat's CSV. A relative path is taken from where npm was run
 * (npm runs the script inside apps/server). Throws the report of every bad line when nothing changed.
 */
export async function importCodesCommand(ctx: AppContext, file: string, cwd = process.env.INIT_CWD ?? process.cwd()) {
  const path = resolve(cwd, file);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new Error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const report = describeImport(file, await importCodes(ctx.db, bytes));
  if (!report.ok) throw new Error(report.text);
  return report.text;
}
