/**
 * Every constant of the client specification, once, named as the specification names it.
 * Section numbers refer to ../shared/seed/000_44bfda3997ec88b2.txt.
 */

/** Client rules, Product, Constants: front-end version and release stage reported by the app and its error reports. */
export const FRONT_END_VERSION = '0.2';
export const RELEASE_STAGE = 'prod';

/** Client rules, Calls: every call goes to the client API base. */
export const API_BASE = '/api/client';

/** Client rules, Constants: counts refresh interval. */
export const COUNTS_REFRESH_INTERVAL_MS = 200_000;

/** Client rules, Errors, Constants: toast settings. */
export const ERROR_TOAST_TIMEOUT_MS = 10_000;
export const SUCCESS_TOAST_TIMEOUT_MS = 3_000;
export const DEFAULT_TOAST_TIMEOUT_MS = 5_000;
export const MAX_TOASTS_PER_POSITION = 20;
/** Percentage of the toast's width a drag must cover to dismiss it. */
export const TOAST_DRAG_DISMISS_PERCENT = 60;
export const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'default'] as const;
export const TOAST_POSITIONS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export const DEFAULT_TOAST_POSITION = 'top-right';

/** Client rules, Constants: modal and off-canvas transition timing adds this buffer. */
export const TRANSITION_BUFFER_MS = 5;

/** Client rules, Constants: a restriction flag is set to "0"; its meaning is not shown, so it only travels in the runtime config. */
export const RESTRICTION_FLAG = '0';

/** Client rules, Session data: the session is persisted in local storage under separate keys. */
export const STORAGE_KEYS = {
  user: 'user',
  counts: 'counts',
  navigation: 'navigation',
  language: 'language',
} as const;

/** Client rules, Routes and navigation: after navigation the page scrolls to the top, except on these route names. */
export const SCROLL_KEEPING_ROUTES = ['events', 'venues-list', 'home', 'organizers-list', 'codes', 'codes-search'] as const;

/** Client rules, Routes and navigation: only these screens are kept alive when left. */
export const KEEP_ALIVE_SCREENS = ['EventsList', 'VenuesList', 'Home', 'OrganizersList', 'CodesList', 'CodesSearch'] as const;

export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
