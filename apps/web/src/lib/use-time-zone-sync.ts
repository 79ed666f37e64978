import { useEffect } from 'react';
import { putTimeZone } from './api/meetings.ts';
import { viewerTimeZone } from './event-dates.ts';
import { getAccessToken, selectIsLoggedIn, useSessionStore } from './session-store.ts';

/** Tokens whose browser zone was already sent in this tab. */
const sent = new Set<string>();

/**
 * After sign-in, the browser's time zone is sent once (PUT profile/time-zone with `onlyIfUnset`):
 * the server keeps it only while the person has none, so a zone chosen in the settings stays
 * (docs/product.md "Time"). A failure is left for the next sign-in; nothing is shown.
 */
export function useTimeZoneSync(): void {
  const signedIn = useSessionStore(selectIsLoggedIn);
  const hasProfile = useSessionStore((state) => Boolean(state.user.userData?.uid));
  useEffect(() => {
    const token = getAccessToken();
    if (!signedIn || !hasProfile || token === null || sent.has(token)) return;
    sent.add(token);
    putTimeZone(viewerTimeZone(), true).catch(() => sent.delete(token));
  }, [signedIn, hasProfile]);
}
