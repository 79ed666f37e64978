// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { countryListSchema } from '@fairhub/shared/countries';
import { checkResponse, ResponseMismatchError } from './check-response.ts';

const schema = async () => countryListSchema;

describe('answers of the public catalogue, checked in development and tests', () => {
  it('returns a matching answer as it came', async () => {
    const countries = [{ id: 616, code: 'PL', name: 'Poland' }];
    await expect(checkResponse(countries, 'countries', schema)).resolves.toBe(countries);
  });

  it('fails loudly on an answer its shared schema refuses, naming the path and the field', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = checkResponse([{ id: 616, code: 'POL', name: 'Poland' }], 'countries', schema);
    await expect(failure).rejects.toThrow(ResponseMismatchError);
    await expect(failure).rejects.toThrow(/countries[\s\S]*0\.code/);
    expect(consoleError).toHaveBeenCalledOnce();
  });
});
