import type { Throttle, ThrottleWindow } from '../../lib/throttle.ts';
import { throttleKey, tooManyRequests } from '../../lib/throttle.ts';

/**
 * How many wrong passwords a login accepts (docs/decisions.md, "Limits"). Failures are counted, not
 * attempts, and per account *and* address, so a stranger's guesses never lock the owner out:
 * - one address may fail 10 times a minute on one account, and 50 times a minute over all accounts;
 * - after 100 failures in an hour on one account (many addresses guessing), only addresses that have
 *   not failed on it that hour may still try.
 */
export const LOGIN_FAILURES = {
  perAccountAndAddress: { max: 10, seconds: 60 },
  perAddress: { max: 50, seconds: 60 },
  perAccount: { max: 100, seconds: 60 * 60 },
} satisfies Record<string, ThrottleWindow>;

const WRONG_PASSWORD_DETAIL = (seconds: number) => `Too many wrong passwords. Wait ${seconds} seconds, or reset your password from the login window.`;

/**
 * Guards one password check. `begin` refuses (429) when the caller is over a limit and otherwise
 * holds a place in the per-minute windows, so a burst of parallel guesses cannot slip past them;
 * `succeeded` gives the place back, `failed` counts the failure in the hourly windows too.
 */
export async function beginLoginAttempt(throttle: Throttle, account: string, address: string) {
  const accountKey = account.trim().toLowerCase();
  const keys = {
    accountAndAddress: throttleKey('login-fail:account-address', accountKey, address),
    address: throttleKey('login-fail:address', address),
    account: throttleKey('login-fail:account', accountKey),
    accountAndAddressHour: throttleKey('login-fail:account-address-hour', accountKey, address),
  };
  const held: string[] = [];
  const release = () => Promise.all(held.map((key) => throttle.refund(key)));
  for (const [key, window] of [
    [keys.accountAndAddress, LOGIN_FAILURES.perAccountAndAddress],
    [keys.address, LOGIN_FAILURES.perAddress],
  ] as const) {
    const { retryAfter } = await throttle.hit(key, window);
    held.push(key);
    if (retryAfter !== null) {
      await release();
      throw tooManyRequests(retryAfter, WRONG_PASSWORD_DETAIL(retryAfter), 'login_throttled');
    }
  }
  const accountWide = await throttle.peek(keys.account, LOGIN_FAILURES.perAccount);
  if (accountWide.retryAfter !== null && (await throttle.peek(keys.accountAndAddressHour, LOGIN_FAILURES.perAccount)).hits > 0) {
    await release();
    throw tooManyRequests(accountWide.retryAfter, WRONG_PASSWORD_DETAIL(accountWide.retryAfter), 'login_throttled');
  }
  return {
    async succeeded() {
      await release();
    },
    async failed() {
      await throttle.hit(keys.account, LOGIN_FAILURES.perAccount);
      await throttle.hit(keys.accountAndAddressHour, LOGIN_FAILURES.perAccount);
    },
  };
}
