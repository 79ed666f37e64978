import type { UIMatch } from 'react-router';
import type { KEEP_ALIVE_SCREENS } from '@fairhub/shared/constants';

export type KeepAliveScreen = (typeof KEEP_ALIVE_SCREENS)[number];
export type HeaderKind = 'general' | 'panel';
export type FooterKind = 'general' | 'app';

/** What each route tells the layout: its name, which header and footer, whether it is kept alive. */
export interface RouteHandle {
  name: string;
  header?: HeaderKind;
  footer?: FooterKind;
  keepAlive?: KeepAliveScreen;
}

export function handleOf(match: UIMatch | undefined): RouteHandle | undefined {
  const handle = match?.handle as RouteHandle | undefined;
  return handle && typeof handle.name === 'string' ? handle : undefined;
}

/** The innermost route's name. */
export function routeNameOf(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = handleOf(matches[i]);
    if (handle) return handle.name;
  }
  return undefined;
}

/** The innermost setting of a layout area: children override their parents. */
export function areaOf<K extends 'header' | 'footer'>(matches: readonly UIMatch[], key: K, fallback: NonNullable<RouteHandle[K]>) {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = handleOf(matches[i])?.[key];
    if (value) return value;
  }
  return fallback;
}

export function keepAliveOf(matches: readonly UIMatch[]): KeepAliveScreen | undefined {
  return handleOf(matches[matches.length - 1])?.keepAlive;
}
