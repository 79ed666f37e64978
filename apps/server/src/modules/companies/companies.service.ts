import type { Company } from '@fairhub/shared/companies';
import { canonicalVatId, vatIdError } from '@fairhub/shared/vat';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { conflict, invalidField } from '../../lib/problems.ts';
import { newUid } from '../../lib/random.ts';
import { slugify } from '../../lib/slug.ts';
import { findCountry } from '../countries/countries.repository.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findMembership, insertCompany, insertMember, slugTaken, type CompanyRole, type CompanyRow } from './companies.repository.ts';

export interface CreateCompanyCommand {
  name: string;
  countryId: number;
  city: string;
  vatId?: string;
  website?: string;
  description?: string;
}

async function uniqueSlug(db: Executor, name: string) {
  const base = slugify(name, 60);
  if (!(await slugTaken(db, base))) return base;
  for (let n = 2; n < 50; n++) {
    if (!(await slugTaken(db, `${base}-${n}`))) return `${base}-${n}`;
  }
  return `${base}-${newUid().slice(0, 6).toLowerCase()}`;
}

export function presentCompany(row: CompanyRow, role: CompanyRole): Company {
  return {
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    countryId: row.countryId,
    city: row.city,
    vatId: row.vatId,
    website: row.website,
    description: row.description,
    role,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Creates a company inside `tx` with `userId` as its owner. Used by onboarding and the operator CLI. */
export async function createCompanyFor(tx: Executor, userId: number, input: CreateCompanyCommand) {
  const country = await findCountry(tx, input.countryId);
  if (!country) throw invalidField('countryId', 'country_unknown');
  let vatId: string | undefined;
  if (input.vatId) {
    const error = vatIdError(input.vatId, country.code);
    if (error) throw invalidField('vatId', error);
    vatId = canonicalVatId(input.vatId, country.code);
  }
  const company = await insertCompany(tx, {
    uid: newUid(),
    slug: await uniqueSlug(tx, input.name),
    name: input.name,
    countryId: country.id,
    city: input.city,
    vatId,
    website: input.website,
    description: input.description,
  });
  await insertMember(tx, { userId, companyId: company.id, role: 'owner' });
  await notify(tx, userId, 'company_created', { companyName: company.name });
  return company;
}

/** Onboarding: a user without a company creates one and becomes its owner. */
export async function createCompany(ctx: AppContext, userId: number, input: CreateCompanyCommand) {
  return ctx.db.transaction(async (tx) => {
    if (await findMembership(tx, userId)) throw conflict('You already belong to a company. Leave it before creating another one.', 'already_in_company');
    const company = await createCompanyFor(tx, userId, input);
    return presentCompany(company, 'owner');
  });
}
