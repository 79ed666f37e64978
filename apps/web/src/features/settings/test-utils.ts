import { vi } from 'vitest';
import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { ProfileSettings, Session } from '@fairhub/shared/settings';
import type { Profile } from '@fairhub/shared/profile';
import enCommon from '../../locales/en/common.json';
import plCommon from '../../locales/pl/common.json';
import enSettings from '../../locales/en/settings.json';
import plSettings from '../../locales/pl/settings.json';
import enAccount from '../../locales/en/account.json';
import plAccount from '../../locales/pl/account.json';
import { registerNavigate } from '../../lib/app-navigation.ts';
import { useSessionStore } from '../../lib/session-store.ts';
import { renderRoutes, type TestResources } from '../../lib/test-render.tsx';

const SETTINGS_RESOURCES: TestResources = {
  en: { common: enCommon, settings: enSettings, account: enAccount },
  pl: { common: plCommon, settings: plSettings, account: plAccount },
};

configure({ asyncUtilTimeout: 8000 });

export const PROFILE: Profile = {
  uid: 'usr_anna1',
  email: 'anna@nordic.test',
  firstName: 'Anna',
  lastName: 'Nowak',
  language: 'en',
  company: { uid: 'cmp_nordic', name: 'Nordic Metalworks', role: 'owner' },
  counts: null,
};

export function makeSettings(overrides: Partial<ProfileSettings> = {}): ProfileSettings {
  return {
    uid: PROFILE.uid,
    email: PROFILE.email,
    pendingEmail: null,
    firstName: 'Anna',
    lastName: 'Nowak',
    jobTitle: 'Sales director',
    phone: '+48601234567',
    bio: null,
    avatar: null,
    languages: ['pl', 'en'],
    publicProfile: false,
    language: 'en',
    notificationPrefs: { meetingRequests: true, messages: true, matches: true, teamChanges: true, eventUpdates: false },
    timeZone: 'Europe/Warsaw',
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 'ses_1',
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ip: '203.0.113.7',
    current: true,
    ...overrides,
  };
}

/** A signed-in session in the store, as after login. */
export function signIn(profile: Profile = PROFILE) {
  useSessionStore.setState({
    user: { userData: profile, token: { accessToken: 'tok-anna', expires_at: new Date(Date.now() + 3_600_000).toISOString() } },
  });
}

export interface Call {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> };

export const problem = (status: number, code: string, detail: string, errors?: { field: string; code: string; message: string }[]) => ({
  status,
  body: { type: 'about:blank', title: 'Problem', status, detail, code, ...(errors ? { errors } : {}) },
});

/**
 * Replaces fetch: `answer` gets `METHOD path` (without /api/client/) and the call, and may return a
 * promise to hold the answer back. Every call is recorded with its JSON body.
 */
export function mockApi(answer: (route: string, call: Call) => Answer | Promise<Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\/client\//, '');
    const call: Call = {
      path,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const result = await answer(`${call.method} ${path}`, call);
    return new Response(result.body === undefined ? '' : typeof result.body === 'string' ? result.body : JSON.stringify(result.body), {
      status: result.status,
      headers: { 'Content-Type': 'application/json', ...result.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route) };
}

/** A promise with its resolve handle, to hold an answer back until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Renders `routes` at `url` (lib/test-render.tsx) with the `common`, `settings` and `account` translations, and
 * registers the router for code outside React (logout's redirect).
 */
export async function renderSettings(routes: RouteObject[], { url = '/panel/settings', language = 'en' as 'en' | 'pl' } = {}) {
  const view = await renderRoutes(routes, { url, language, resources: SETTINGS_RESOURCES });
  registerNavigate((to, options) => void view.router.navigate(to, options));
  return view;
}

/** The settings page's reads answered from `state` (changed by the test as the server would); anything else by `answer`, else 404. */
export function mockSettingsApi(
  state: { settings: ProfileSettings; sessions?: Session[] },
  answer: (route: string, call: Call) => Answer | Promise<Answer> | undefined = () => undefined,
) {
  return mockApi((route, call) => {
    const given = answer(route, call);
    if (given) return given;
    if (route === 'GET profile/settings') return { status: 200, body: state.settings };
    if (route === 'GET profile/sessions') return { status: 200, body: { items: state.sessions ?? [makeSession()] } };
    return problem(404, 'not_found', 'Not found.');
  });
}
