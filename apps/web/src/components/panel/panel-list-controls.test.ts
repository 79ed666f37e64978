// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { panelListControls } from './panel-list-controls.ts';

const query = { q: 'hinge', status: 'draft', kind: undefined, sort: 'name', page: 3, perPage: 20 };

describe('a panel list’s controls, bound to its address', () => {
  it('searches with the text, replacing the history entry; a blank search takes q out', () => {
    const update = vi.fn();
    const search = panelListControls(query, update).search({ label: 'Search', placeholder: 'Name' });
    expect(search).toMatchObject({ label: 'Search', placeholder: 'Name', value: 'hinge' });
    search.onSearch('bolt');
    search.onSearch('');
    expect(update.mock.calls).toEqual([
      [{ q: 'bolt' }, { replace: true }],
      [{ q: null }, { replace: true }],
    ]);
    expect(panelListControls({ ...query, q: undefined }, update).search({ label: 'Search', placeholder: 'Name' }).value).toBe('');
  });

  it('filters by its key: "all" first and chosen when the key is not there, which it takes out', () => {
    const update = vi.fn();
    const controls = panelListControls(query, update);
    const status = controls.filter('status', { label: 'Status', allLabel: 'All', data: [{ value: 'draft', label: 'Draft' }] });
    expect(status).toMatchObject({
      key: 'status',
      label: 'Status',
      value: 'draft',
      data: [
        { value: 'all', label: 'All' },
        { value: 'draft', label: 'Draft' },
      ],
    });
    expect(controls.filter('kind', { label: 'Kind', allLabel: 'All', data: [] }).value).toBe('all');
    status.onChange('all');
    status.onChange('draft');
    expect(update.mock.calls).toEqual([[{ status: null }], [{ status: 'draft' }]]);
  });

  it('sorts with the choices named; the default order leaves sort out', () => {
    const update = vi.fn();
    const sort = panelListControls({ ...query, sort: '' }, update).sort({
      label: 'Sort',
      absent: '-updated',
      choices: ['-updated', 'name'],
      choiceLabel: (choice) => `by ${choice}`,
    });
    expect(sort).toMatchObject({
      key: 'sort',
      value: '-updated',
      data: [
        { value: '-updated', label: 'by -updated' },
        { value: 'name', label: 'by name' },
      ],
    });
    sort.onChange('name');
    sort.onChange('-updated');
    expect(update.mock.calls).toEqual([[{ sort: 'name' }], [{ sort: null }]]);
  });

  it('pages from the address; page 1 takes page out', () => {
    const update = vi.fn();
    const { paging } = panelListControls(query, update);
    expect(paging.page).toBe(3);
    paging.onPageChange(4);
    paging.onPageChange(1);
    expect(update.mock.calls).toEqual([[{ page: 4 }], [{ page: null }]]);
  });
});
