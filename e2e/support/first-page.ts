/**
 * How long the first page of a fresh browser context may take to show (ms). A context signed in
 * through its stored session (accounts.signIn, accounts.secondBrowser) loads every chunk of the
 * app cold on its first navigation, where a login through the modal used to load them before the
 * journey's first check; on a loaded 2-core machine that alone has taken more than the 10 s of
 * `expect`. Only the first check after that navigation waits this long; every later one keeps the
 * default.
 */
export const FIRST_PAGE_TIMEOUT = 30_000;
