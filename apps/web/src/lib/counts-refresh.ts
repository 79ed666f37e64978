import { COUNTS_REFRESH_INTERVAL_MS } from '@fairhub/shared/constants';
import type { Counts } from '@fairhub/shared/profile';
import { isApiError } from './api-error.ts';

export interface CountsRefreshOptions {
  load: () => Promise<Counts>;
  onCounts: (counts: Counts) => void;
  intervalMs?: number;
}

/**
 * Client rules, States: loads the counters at once and then every 200000 ms. A bad-request answer cancels the timer
 * and shows nothing; other failures wait for the next tick. Returns a function that stops it.
 */
export function startCountsRefresh({ load, onCounts, intervalMs = COUNTS_REFRESH_INTERVAL_MS }: CountsRefreshOptions): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const tick = async () => {
    try {
      onCounts(await load());
    } catch (error) {
      if (isApiError(error) && error.status === 400) stop();
    }
  };
  timer = setInterval(() => void tick(), intervalMs);
  void tick();
  return stop;
}
