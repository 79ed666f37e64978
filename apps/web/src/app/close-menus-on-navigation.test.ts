import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { closeMenusOnNavigation } from './close-menus-on-navigation.ts';
import { useSessionStore } from '../lib/session-store.ts';

describe('before every navigation the side panel and the bottom menu close (client rules: Routes and navigation)', () => {
  it('closes them for instant and for lazily loaded pages, before the new page is current', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: null },
        { path: '/about', element: null },
        { path: '/faq', lazy: async () => ({ element: null }) },
      ],
      { initialEntries: ['/'] },
    );
    await router.initialize();
    const seen: string[] = [];
    const close = vi.fn(() => {
      seen.push(router.state.location.pathname);
      useSessionStore.getState().closeMenus();
    });
    const unsubscribe = closeMenusOnNavigation(router, close);

    useSessionStore.getState().setMenu('panel', true);
    useSessionStore.getState().setMenu('bottom', true);
    await router.navigate('/about');
    expect(close).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().navigation).toEqual({ bottom: false, top: false, panel: false });

    useSessionStore.getState().setMenu('panel', true);
    await router.navigate('/faq');
    expect(close).toHaveBeenCalledTimes(2);
    // The lazy page was still loading (location unchanged) when the menus closed.
    expect(seen[1]).toBe('/about');
    expect(useSessionStore.getState().navigation.panel).toBe(false);
    unsubscribe();
    router.dispose();
  });
});
