import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '@fairhub/shared/validation';
import { companyRoleSchema } from '@fairhub/shared/profile';
import { parseConfig } from '../config.ts';
import { openCliContext } from './cli-context.ts';
import { createUserCommand, importCodesCommand, inviteCommand, jobsCommand, outboxCommand, promoteOrganizerCommand } from './admin.commands.ts';

const USAGE = `Fairhub operator commands

  npm run admin -- create-user --email E --password P [--first-name F] [--last-name L] [--company NAME] [--role owner|admin|member]
      Creates a confirmed user. --company creates that company (the user becomes its owner unless
      --role says otherwise) or joins it when it exists (as --role, default member).
  npm run admin -- invite --email E --company NAME [--role admin|member]
      Invites E to the company and prints the invitation link.
  npm run admin -- promote-organizer --company NAME|UID [--off]
      Switches the company's organizer features on (its owners and admins create venues and events),
      or off with --off (its venues and events stay, unchangeable until switched on again).
  npm run admin -- outbox [--limit N]
      Prints the latest e-mails with their links.
  npm run admin -- jobs [--limit N]
      Prints the background jobs' latest runs (name, state, attempts, started, finished) and the
      latest failures with their last error.
  npm run admin -- import-codes FILE
      Imports the NACE Rev. 2 tree (groups and classes) from Eurostat's CSV (columns Order, Level,
      Code, Parent, Description; optional Description_PL or name_pl). Every line is checked first;
      with any bad line nothing changes and each is reported by its number.
`;

const createUserArgs = z.object({
  email: emailSchema,
  password: passwordSchema,
  'first-name': z.string().trim().min(1).max(120).default('Fairhub'),
  'last-name': z.string().trim().min(1).max(120).default('User'),
  company: z.string().trim().min(1).max(120).optional(),
  role: companyRoleSchema.optional(),
});
const inviteArgs = z.object({ email: emailSchema, company: z.string().trim().min(1), role: companyRoleSchema.default('member') });
const promoteOrganizerArgs = z.object({ company: z.string().trim().min(1).max(120), off: z.boolean().default(false) });
const outboxArgs = z.object({ limit: z.coerce.number().int().min(1).max(500).default(10) });
const jobsArgs = z.object({ limit: z.coerce.number().int().min(1).max(500).default(20) });

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function validate<T>(schema: z.ZodType<T>, values: unknown): T {
  const result = schema.safeParse(values);
  if (!result.success) fail(result.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n') + `\n\n${USAGE}`);
  return result.data;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      company: { type: 'string' },
      role: { type: 'string' },
      limit: { type: 'string' },
      off: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: command === 'import-codes',
  });
  if (command === 'import-codes' && positionals.length !== 1) fail(`import-codes takes one FILE.\n\n${USAGE}`);
  const cli = await openCliContext(parseConfig());
  try {
    if (command === 'create-user') console.log(await createUserCommand(cli.ctx, validate(createUserArgs, values)));
    else if (command === 'invite') console.log(await inviteCommand(cli.ctx, validate(inviteArgs, values)));
    else if (command === 'import-codes') console.log(await importCodesCommand(cli.ctx, positionals[0]!));
    else if (command === 'promote-organizer') console.log(await promoteOrganizerCommand(cli.ctx, validate(promoteOrganizerArgs, values)));
    else if (command === 'outbox') console.log(await outboxCommand(cli.ctx, validate(outboxArgs, values).limit));
    else if (command === 'jobs') console.log(await jobsCommand(cli.ctx, validate(jobsArgs, values).limit));
    else fail(`Unknown command "${command}".\n\n${USAGE}`);
  } finally {
    await cli.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
