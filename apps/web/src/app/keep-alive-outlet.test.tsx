import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams, type RouteObject } from 'react-router';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { ScrollManager } from './scroll-manager.tsx';

const mounts = { home: 0, about: 0 };

function Counter({ name }: { name: 'home' | 'about' }) {
  // The initializer runs once per mount; effects, by design, pause while an <Activity> is hidden.
  const [count, setCount] = useState(() => {
    mounts[name] += 1;
    return 0;
  });
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {name} clicked {count}
    </button>
  );
}

const seenQueries: string[] = [];

function FilteredList() {
  const [params] = useSearchParams();
  seenQueries.push(params.toString());
  return <p>list filtered by {params.get('q') ?? 'nothing'}</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <KeepAliveOutlet />
        <ScrollManager />
      </>
    ),
    children: [
      { index: true, handle: { name: 'home', keepAlive: 'Home' }, element: <Counter name="home" /> },
      { path: 'about', handle: { name: 'about' }, element: <Counter name="about" /> },
      { path: 'events', handle: { name: 'events', keepAlive: 'EventsList' }, element: <FilteredList /> },
    ],
  },
];

function setScrollY(value: number) {
  Object.defineProperty(window, 'scrollY', { value, configurable: true, writable: true });
}

describe('keep-alive with <Activity> and the scroll rules', () => {
  afterEach(() => {
    mounts.home = 0;
    mounts.about = 0;
    setScrollY(0);
  });

  it('keeps Home alive (state and scroll) while other pages mount afresh', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);

    fireEvent.click(screen.getByRole('button', { name: 'home clicked 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'home clicked 1' }));
    setScrollY(730);
    fireEvent.scroll(window);

    await act(() => router.navigate('/about'));
    expect(screen.queryByRole('button', { name: /home clicked/ })).toBeNull();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    fireEvent.click(screen.getByRole('button', { name: 'about clicked 0' }));

    scrollTo.mockClear();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('button', { name: 'home clicked 2' })).toBeVisible();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 730, left: 0, behavior: 'instant' });

    await act(() => router.navigate('/about'));
    expect(screen.getByRole('button', { name: 'about clicked 0' })).toBeVisible();
    expect(mounts.about).toBe(2);
    expect(mounts.home).toBe(1);
    router.dispose();
  });

  it('lets a hidden screen keep the address it was left at, so it neither renders nor fetches for the page in front', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(routes, { initialEntries: ['/events?q=metal'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('list filtered by metal')).toBeVisible();

    await act(() => router.navigate('/about?q=other'));
    expect(seenQueries.filter((query) => query !== 'q=metal')).toEqual([]);

    await act(() => router.navigate(-1));
    expect(screen.getByText('list filtered by metal')).toBeVisible();
    expect(seenQueries.every((query) => query === 'q=metal')).toBe(true);
    router.dispose();
  });
});
