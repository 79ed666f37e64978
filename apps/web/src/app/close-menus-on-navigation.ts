import type { DataRouter } from 'react-router';

/**
 * Client rules, Routes and navigation: before every navigation any open side panel and the bottom menu close. The router tells its
 * subscribers when a navigation starts (pending location) and, for instant ones, when the location
 * changes before React renders the new page; either way the menus close first.
 */
export function closeMenusOnNavigation(router: Pick<DataRouter, 'subscribe' | 'state'>, closeMenus: () => void): () => void {
  let lastKey = router.state.location.key;
  let pendingKey: string | null = null;
  return router.subscribe((state) => {
    const pending = state.navigation.location;
    if (pending && pending.key !== pendingKey) {
      pendingKey = pending.key;
      closeMenus();
    }
    if (state.location.key !== lastKey) {
      lastKey = state.location.key;
      if (pendingKey !== state.location.key) closeMenus();
      pendingKey = null;
    }
  });
}
