import { createBrowserRouter } from 'react-router';
import { registerNavigate } from '../lib/app-navigation.ts';
import { useSessionStore } from '../lib/session-store.ts';
import { closeMenusOnNavigation } from './close-menus-on-navigation.ts';
import { routes } from './routes.tsx';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  closeMenusOnNavigation(router, () => useSessionStore.getState().closeMenus());
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
