import { redirect, type LoaderFunctionArgs } from 'react-router';
import { homeWithReturnUrl, paths } from '../lib/paths.ts';
import { isTokenValid, useSessionStore } from '../lib/session-store.ts';
import type { SessionUser } from '../lib/session-types.ts';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

function isOnboarding(pathname: string): boolean {
  return pathname === paths.panel_onboarding || pathname.startsWith(`${paths.panel_onboarding}/`);
}

/**
 * Client rules, States — the three-way gate. No (valid) access token → home with `returnUrl` holding the attempted path;
 * within onboarding → always allowed; a token without a company uid → onboarding; a token with a
 * company uid → the panel.
 */
export function panelGuard(attempted: string, user: SessionUser, now: number = Date.now()): GuardDecision {
  if (!user.token?.accessToken || !isTokenValid(user.token, now)) {
    return { allow: false, redirectTo: homeWithReturnUrl(attempted) };
  }
  const pathname = attempted.split(/[?#]/)[0] ?? attempted;
  if (isOnboarding(pathname)) return { allow: true };
  if (!user.userData?.company?.uid) return { allow: false, redirectTo: paths.panel_onboarding };
  return { allow: true };
}

/** The panel route's loader: runs the gate on every navigation inside /panel. */
export function panelGuardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const decision = panelGuard(url.pathname + url.search, useSessionStore.getState().user);
  if (!decision.allow) throw redirect(decision.redirectTo);
  return null;
}
