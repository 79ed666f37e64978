import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { keepAliveOf, routeNameOf } from './route-handle.ts';
import { isKeptAlive } from './keep-alive-rules.ts';
import { scrollAfterNavigation } from './scroll-rules.ts';

/**
 * Applies the scroll rules after every navigation and remembers how far each kept-alive screen
 * was scrolled, so it comes back where the user left it.
 */
export function ScrollManager() {
  const location = useLocation();
  const matches = useMatches();
  const routeName = routeNameOf(matches);
  const declared = keepAliveOf(matches);
  const screen = isKeptAlive(declared) ? declared : undefined;
  const saved = useRef(new Map<string, number>());
  const first = useRef(true);

  // The rules below own the scroll position. Left on 'auto', the browser restores its own position
  // on back/forward after our scroll-to-top (and overrides a kept-alive screen's restored one).
  useLayoutEffect(() => {
    if (!('scrollRestoration' in window.history)) return undefined;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // A layout effect, so the listener is gone before the next page's scroll-to-top is applied.
  useLayoutEffect(() => {
    if (!screen) return undefined;
    const positions = saved.current;
    const record = () => positions.set(screen, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [screen]);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = scrollAfterNavigation(routeName, screen ? saved.current.get(screen) : undefined);
    if (target !== 'leave') window.scrollTo({ top: target.top, left: 0, behavior: 'instant' });
  }, [location.key, routeName, screen]);

  return null;
}
