import { useEffect } from 'react';
import { logout } from '../lib/session-actions.ts';
import { useSessionStore } from '../lib/session-store.ts';

/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Client rules, States: logged in means expires_at in the future. A token that expired while the page was closed is
 * simply dropped (the visitor stays on the page they opened); one that expires while the page is
 * open logs the user out as the client rules' logout says (request, clearing, home).
 */
export function useSessionExpiry(): void {
  const token = useSessionStore((state) => state.user.token);
  useEffect(() => {
    if (!token?.accessToken) return undefined;
    const expires = Date.parse(token.expires_at);
    const delay = expires - Date.now();
    if (!Number.isFinite(expires) || delay <= 0) {
      useSessionStore.getState().clearSession();
      return undefined;
    }
    const timer = setTimeout(
      () => {
        if (Date.now() >= expires) void logout();
      },
      Math.min(delay, MAX_DELAY_MS),
    );
    return () => clearTimeout(timer);
  }, [token]);
}
