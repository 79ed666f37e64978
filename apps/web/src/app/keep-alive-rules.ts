import { KEEP_ALIVE_SCREENS } from '@fairhub/shared/constants';
import type { KeepAliveScreen } from './route-handle.ts';

/** Client rules, Routes and navigation: only these screens are kept alive when left. */
export function isKeptAlive(screen: string | undefined): screen is KeepAliveScreen {
  return Boolean(screen && (KEEP_ALIVE_SCREENS as readonly string[]).includes(screen));
}
