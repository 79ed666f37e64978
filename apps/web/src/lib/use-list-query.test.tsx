import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { productListQuerySchema } from '@fairhub/shared/products';
import { useListQuery } from './use-list-query.ts';

const FIXED = { perPage: 20 };

function renderAt(url: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/panel/products', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListQuery(productListQuerySchema, FIXED), { wrapper });
  return { ...hook, search: () => router.state.location.search, action: () => router.state.historyAction };
}

describe('useListQuery', () => {
  it('reads the address with the shared schema', () => {
    const { result } = renderAt('/panel/products?q=hinge&sort=nope&page=3&perPage=99');
    expect(result.current[0]).toEqual({ q: 'hinge', status: undefined, sort: '-updated', page: 3, perPage: 20 });
  });

  it('starts again at page 1 after any change but the page, and replaces the entry when asked', () => {
    const { result, search, action } = renderAt('/panel/products?status=draft&page=3');
    act(() => result.current[1]({ sort: 'name' }));
    expect(search()).toBe('?status=draft&sort=name');
    expect(action()).toBe('PUSH');
    act(() => result.current[1]({ page: 2 }));
    expect(search()).toBe('?status=draft&sort=name&page=2');
    act(() => result.current[1]({ q: 'hinge' }, { replace: true }));
    expect(search()).toBe('?status=draft&sort=name&q=hinge');
    expect(action()).toBe('REPLACE');
    expect(result.current[0]).toMatchObject({ q: 'hinge', status: 'draft', sort: 'name', page: 1 });
  });
});
