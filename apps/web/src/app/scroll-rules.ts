import { SCROLL_KEEPING_ROUTES } from '@fairhub/shared/constants';

export function keepsScroll(routeName: string | undefined): boolean {
  return Boolean(routeName && (SCROLL_KEEPING_ROUTES as readonly string[]).includes(routeName));
}

/**
 * Client rules, Routes and navigation: after navigation the page scrolls to the top, except on the scroll-keeping routes, where the
 * position is left alone — or, for a kept-alive screen coming back, put where the user left it.
 */
export function scrollAfterNavigation(routeName: string | undefined, savedPosition: number | undefined): 'leave' | { top: number } {
  if (!keepsScroll(routeName)) return { top: 0 };
  return savedPosition === undefined ? 'leave' : { top: savedPosition };
}
