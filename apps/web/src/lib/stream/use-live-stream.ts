import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StreamEventName, StreamPayload } from '@fairhub/shared/stream';
import { apiUrl } from '../api-client.ts';
import { shouldLogoutOn } from '../auth-client.ts';
import { logout } from '../session-actions.ts';
import { getAccessToken, isTokenValid, useSessionStore } from '../session-store.ts';
import { streamBus } from './stream-bus.ts';

/** The notifications list's query key (features/dashboard reads it; the stream invalidates it). */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/**
 * Holds this tab's one live stream while the session is valid and its profile loaded (mounted once,
 * in the root layout, like the counters refresh). Counters arriving on `counts.changed` go straight
 * into the session store; `notification.created` refetches the notifications; every event is then
 * handed to the tab's listeners (useStreamEvent). A refused session follows the same logout rule as
 * every authenticated call. The 200,000 ms counters refresh stays as it is.
 */
export function useLiveStream(): void {
  const token = useSessionStore((state) => state.user.token);
  const profileLoaded = useSessionStore((state) => state.user.userData !== null);
  const queryClient = useQueryClient();
  const accessToken = token?.accessToken ?? null;
  const valid = isTokenValid(token);
  useEffect(() => {
    if (!valid || !accessToken || !profileLoaded) return undefined;
    // Loaded with the first signed-in page: public pages never carry the stream client (initial JavaScript).
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./stream-client.ts').then(({ startStreamClient }) => {
      if (cancelled) return;
      stop = startStreamClient({
        url: apiUrl('stream'),
        getToken: getAccessToken,
        onEvent: <Name extends StreamEventName>(name: Name, payload: StreamPayload<Name>) => {
          if (name === 'counts.changed') useSessionStore.getState().setCounts(payload as StreamPayload<'counts.changed'>);
          if (name === 'notification.created') void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
          streamBus.emit(name, payload);
        },
        onRefused: (status, refusedToken) => {
          // Only a refusal of the session's current token ends it (as in auth-client.ts).
          if (shouldLogoutOn(status, 'stream') && getAccessToken() === refusedToken) void logout();
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [valid, accessToken, profileLoaded, queryClient]);
}
