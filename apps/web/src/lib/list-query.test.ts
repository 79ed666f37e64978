// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventListQuerySchema } from '@fairhub/shared/events';
import { listQueryEntries, readListQuery, writeListQuery } from '@fairhub/shared/list-query';
import { productListQuerySchema } from '@fairhub/shared/products';
import { SEARCH_TEXT_MAX } from '@fairhub/shared/catalogue-limits';

const read = (search: string) => readListQuery(productListQuerySchema, new URLSearchParams(search));

describe('a list query read from an address (shared schema)', () => {
  it('fills in defaults and reads every field', () => {
    expect(read('')).toEqual({ q: undefined, status: undefined, sort: '-updated', page: 1, perPage: 20 });
    expect(read('q=%20hinge%20&status=draft&sort=name&page=4')).toEqual({ q: 'hinge', status: 'draft', sort: 'name', page: 4, perPage: 20 });
  });

  it('reads a value the API would refuse as the default, never failing the page', () => {
    expect(read('status=sold&sort=cheapest&page=two&perPage=0')).toEqual({ q: undefined, status: undefined, sort: '-updated', page: 1, perPage: 20 });
  });

  it('cuts a text over its limit to it', () => {
    expect(read(`q=${'a'.repeat(SEARCH_TEXT_MAX + 50)}`).q).toHaveLength(SEARCH_TEXT_MAX);
  });

  it('leaves the refinements across fields to the page (a backwards range is read as it is)', () => {
    expect(readListQuery(eventListQuerySchema, new URLSearchParams('from=2027-05-01&to=2027-04-01'))).toMatchObject({ from: '2027-05-01', to: '2027-04-01' });
  });

  it('lets the list fix a value whatever the address says', () => {
    expect(readListQuery(productListQuerySchema, new URLSearchParams('perPage=100'), { perPage: 20 }).perPage).toBe(20);
  });
});

describe('a list query written back', () => {
  it('into the address: values as the schema reads them, defaults and blanks left out, other keys kept', () => {
    const params = new URLSearchParams('login=signin&status=draft&sort=name');
    writeListQuery(productListQuerySchema, params, { q: ' hinge ', status: null, sort: '-updated', page: 1 });
    expect(params.toString()).toBe('login=signin&q=hinge');
    writeListQuery(productListQuerySchema, params, { q: '', status: 'gone' });
    expect(params.toString()).toBe('login=signin');
  });

  it('into the API request: every value stated, in the schema order', () => {
    expect(listQueryEntries(productListQuerySchema, { page: 1, perPage: 20, sort: '-updated', q: 'hinge', status: undefined })).toEqual([
      ['q', 'hinge'],
      ['sort', '-updated'],
      ['page', '1'],
      ['perPage', '20'],
    ]);
  });
});
