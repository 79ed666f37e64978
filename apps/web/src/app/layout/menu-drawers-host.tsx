import { lazy, Suspense, useState } from 'react';
import { useSessionStore } from '../../lib/session-store.ts';

const MenuDrawers = lazy(() => import('./menu-drawers.tsx').then((module) => ({ default: module.MenuDrawers })));

/** Loads the off-canvas menus the first time one of them opens, keeping the first page light. */
export function MenuDrawersHost() {
  const anyOpen = useSessionStore((state) => state.navigation.top || state.navigation.panel || state.navigation.bottom);
  const [wanted, setWanted] = useState(anyOpen);
  if (anyOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MenuDrawers />
    </Suspense>
  );
}
