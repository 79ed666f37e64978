// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { companyFormResolver, emptyCompanyFormValues, toCompanyPatch, toCreateCompanyBody, type CompanyFormValues } from './company-form-values.ts';

const saved: CompanyFormValues = {
  name: 'Nordic Metalworks',
  countryId: 616,
  city: 'Gdańsk',
  address: 'ul. Długa 1',
  vatId: 'PL5260250274',
  website: 'https://metalworks.example',
  sizeBand: '10-49',
  description: 'Laser cutting.',
  logo: { uid: 'logo0001abcd', url: '/media/logo0001abcd.webp' },
  codes: [{ code: '25.11', name: 'Metal structures' }],
};

const resolve = (values: CompanyFormValues) =>
  companyFormResolver((id) => ({ 616: 'PL', 276: 'DE', 840: 'US' })[id])(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('company form values', () => {
  it('sends nothing when nothing changed', async () => {
    const { values } = await resolve(saved);
    expect(toCompanyPatch(saved, values as never)).toEqual({});
  });

  it('sends changed fields only; cleared optional fields as null; codes and logo by their ids', async () => {
    const { values } = await resolve({
      ...saved,
      name: '  Nordic Metalworks S.A. ',
      address: '',
      website: '',
      sizeBand: null,
      logo: null,
      codes: [...saved.codes, { code: '28.41', name: 'Machine tools' }],
    });
    expect(toCompanyPatch(saved, values as never)).toEqual({
      name: 'Nordic Metalworks S.A.',
      address: null,
      website: null,
      sizeBand: null,
      logo: null,
      codes: ['25.11', '28.41'],
    });
  });

  it('leaves blank optional fields out of the onboarding body', async () => {
    const { values, errors } = await resolve({ ...emptyCompanyFormValues(), name: 'Vera Trade', countryId: 276, city: 'Berlin' });
    expect(errors).toEqual({});
    expect(toCreateCompanyBody(values as never)).toEqual({ name: 'Vera Trade', countryId: 276, city: 'Berlin' });
    const full = await resolve({ ...saved });
    expect(toCreateCompanyBody(full.values as never)).toEqual({
      name: 'Nordic Metalworks',
      countryId: 616,
      city: 'Gdańsk',
      address: 'ul. Długa 1',
      vatId: 'PL5260250274',
      website: 'https://metalworks.example',
      description: 'Laser cutting.',
      sizeBand: '10-49',
      logo: 'logo0001abcd',
      codes: ['25.11'],
    });
  });

  it('names each problem by its field: required fields, web address, VAT id per country, NIP checksum', async () => {
    const empty = await resolve(emptyCompanyFormValues());
    expect(Object.fromEntries(Object.entries(empty.errors).map(([field, error]) => [field, error?.message]))).toEqual({
      name: 'name_required',
      countryId: 'country_required',
      city: 'name_required',
    });
    expect((await resolve({ ...saved, website: 'ftp://x.example' })).errors.website?.message).toBe('url_invalid');
    expect((await resolve({ ...saved, vatId: 'PL5260250275' })).errors.vatId?.message).toBe('vat_invalid_checksum');
    expect((await resolve({ ...saved, vatId: '526-025-02-74' })).errors).toEqual({});
    expect((await resolve({ ...saved, countryId: 276 })).errors.vatId?.message).toBe('vat_invalid_format');
    expect((await resolve({ ...saved, countryId: 840, vatId: '12-3456789' })).errors).toEqual({});
    // Until the countries are known, the format waits for the server.
    const unknownCountry = await companyFormResolver(() => undefined)({ ...saved, vatId: 'PL1' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(unknownCountry.errors).toEqual({});
  });

  it('allows at most 20 codes', async () => {
    const codes = Array.from({ length: 21 }, (_, index) => ({ code: `${10 + index}`, name: `Division ${index}` }));
    expect((await resolve({ ...saved, codes })).errors.codes?.message).toBe('codes_too_many');
  });
});
