import type { Company } from '@fairhub/shared/companies';
import type { Language } from '@fairhub/shared/constants';
import type { CompanySizeBand } from '@fairhub/shared/statuses';
import { publicPaths } from '@fairhub/shared/public-paths';
import { mediaUrl } from '@fairhub/shared/uploads';
import { canonicalVatId, vatIdError } from '@fairhub/shared/vat';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { CompanyScope } from '../../lib/company-scope.ts';
import { conflict, invalidField, notFound } from '../../lib/problems.ts';
import { newUid } from '../../lib/random.ts';
import { slugify } from '../../lib/slug.ts';
import { codesByOwner } from '../codes/codes.presenter.ts';
import { requireCodes } from '../codes/require-codes.ts';
import { findCountry } from '../countries/countries.repository.ts';
import { notify } from '../notifications/notifications.service.ts';
import { setCompanyCodes } from '../organizers/organizers.repository.ts';
import { assignUploadsToCompany } from '../uploads/uploads.repository.ts';
import { requireUploads } from '../uploads/uploads.service.ts';
import {
  codesOfCompany,
  findCompanyById,
  findMembership,
  insertCompany,
  insertMember,
  slugTaken,
  updateCompanyRow,
  type CompanyRole,
  type CompanyRow,
} from './companies.repository.ts';

export interface CreateCompanyCommand {
  name: string;
  countryId: number;
  city: string;
  address?: string;
  vatId?: string;
  website?: string;
  description?: string;
  sizeBand?: CompanySizeBand;
  /** Upload uid of a logo the user uploaded during onboarding. */
  logo?: string;
  codes?: string[];
}

/** PATCH companies/mine: absent keeps a value, null clears it. */
export interface UpdateCompanyCommand {
  name?: string;
  countryId?: number;
  city?: string;
  address?: string | null;
  vatId?: string | null;
  website?: string | null;
  description?: string | null;
  sizeBand?: CompanySizeBand | null;
  logo?: string | null;
  codes?: string[];
}

async function uniqueSlug(db: Executor, name: string) {
  const base = slugify(name, 60);
  if (!(await slugTaken(db, base))) return base;
  for (let n = 2; n < 50; n++) {
    if (!(await slugTaken(db, `${base}-${n}`))) return `${base}-${n}`;
  }
  return `${base}-${newUid().slice(0, 6).toLowerCase()}`;
}

/** The company as its members see it, with its codes named in `language`. */
export async function presentCompany(db: Executor, row: CompanyRow, role: CompanyRole, language: Language): Promise<Company> {
  const codes = codesByOwner(await codesOfCompany(db, row.id), language)(row.id);
  return {
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    countryId: row.countryId,
    city: row.city,
    address: row.address,
    vatId: row.vatId,
    website: row.website,
    description: row.description,
    sizeBand: row.sizeBand,
    logo: row.logo ? { uid: row.logo, url: mediaUrl(row.logo) } : null,
    codes,
    isOrganizer: row.isOrganizer,
    publicPath: publicPaths.organizer(row.uid),
    role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored form of a VAT id for a country; 400 naming `vatId` when it does not fit the country. */
function checkedVatId(vatId: string, countryCode: string) {
  const error = vatIdError(vatId, countryCode);
  if (error) throw invalidField('vatId', error);
  return canonicalVatId(vatId, countryCode);
}

/** Creates a company inside `tx` with `userId` as its owner. Used by onboarding, the operator CLI and demo data. */
export async function createCompanyFor(tx: Executor, userId: number, input: CreateCompanyCommand) {
  const country = await findCountry(tx, input.countryId);
  if (!country) throw invalidField('countryId', 'country_unknown');
  const vatId = input.vatId ? checkedVatId(input.vatId, country.code) : undefined;
  const codes = input.codes ?? [];
  await requireCodes(tx, codes);
  // before the company exists, a logo belongs to the user who uploaded it
  if (input.logo) await requireUploads(tx, [input.logo], 'logo', { companyId: null, userId }, 'logo');
  const company = await insertCompany(tx, {
    uid: newUid(),
    slug: await uniqueSlug(tx, input.name),
    name: input.name,
    countryId: country.id,
    city: input.city,
    address: input.address,
    vatId,
    website: input.website,
    description: input.description,
    sizeBand: input.sizeBand,
    logo: input.logo,
  });
  if (input.logo) await assignUploadsToCompany(tx, [input.logo], company.id);
  await setCompanyCodes(tx, company.id, codes);
  await insertMember(tx, { userId, companyId: company.id, role: 'owner' });
  await notify(tx, userId, 'company_created', { companyName: company.name });
  return company;
}

/** Onboarding: a user without a company creates one and becomes its owner. */
export async function createCompany(ctx: AppContext, userId: number, input: CreateCompanyCommand, language: Language) {
  return ctx.db.transaction(async (tx) => {
    if (await findMembership(tx, userId)) throw conflict('You already belong to a company. Leave it before creating another one.', 'already_in_company');
    const company = await createCompanyFor(tx, userId, input);
    return presentCompany(tx, company, 'owner', language);
  });
}

/** GET companies/mine: any member reads the company's profile. */
export async function getMyCompany(ctx: AppContext, scope: CompanyScope, language: Language) {
  const row = await findCompanyById(ctx.db, scope.companyId);
  if (!row) throw notFound('Your company was not found.');
  return presentCompany(ctx.db, row, scope.role, language);
}

/**
 * PATCH companies/mine (owners and admins; the scope is checked by the caller). Every check runs
 * inside one transaction with the company row locked, so a rejected change leaves nothing behind.
 * The VAT id is checked against the country the company will have, whichever of the two changed.
 */
export async function updateMyCompany(ctx: AppContext, scope: CompanyScope, input: UpdateCompanyCommand, language: Language) {
  return ctx.db.transaction(async (tx) => {
    const current = await findCompanyById(tx, scope.companyId, { lock: true });
    if (!current) throw notFound('Your company was not found.');
    const changes: Partial<CompanyRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.city !== undefined) changes.city = input.city;
    if (input.address !== undefined) changes.address = input.address;
    if (input.website !== undefined) changes.website = input.website;
    if (input.description !== undefined) changes.description = input.description;
    if (input.sizeBand !== undefined) changes.sizeBand = input.sizeBand;

    if (input.countryId !== undefined || input.vatId !== undefined) {
      const country = await findCountry(tx, input.countryId ?? current.countryId);
      if (!country) throw invalidField('countryId', 'country_unknown');
      changes.countryId = country.id;
      const vatId = input.vatId === undefined ? current.vatId : input.vatId;
      changes.vatId = vatId ? checkedVatId(vatId, country.code) : null;
    }
    if (input.codes !== undefined) {
      await requireCodes(tx, input.codes);
      await setCompanyCodes(tx, scope.companyId, input.codes);
    }
    if (input.logo !== undefined) {
      if (input.logo !== null) {
        await requireUploads(tx, [input.logo], 'logo', { companyId: scope.companyId, userId: scope.userId }, 'logo');
        await assignUploadsToCompany(tx, [input.logo], scope.companyId);
      }
      changes.logo = input.logo;
    }
    const row = await updateCompanyRow(tx, scope.companyId, changes);
    return presentCompany(tx, row, scope.role, language);
  });
}
