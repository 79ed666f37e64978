// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTS_REFRESH_INTERVAL_MS } from '@fairhub/shared/constants';
import type { Counts } from '@fairhub/shared/profile';
import { ApiError } from './api-error.ts';
import { startCountsRefresh } from './counts-refresh.ts';

const counts: Counts = { messages: 1, meetingRequests: 0, meetingsToday: 0, matches: 2, notifications: 3, contacts: 4 };

describe('counters refresh (client rules: States, Constants)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the 200000 ms interval', () => {
    expect(COUNTS_REFRESH_INTERVAL_MS).toBe(200_000);
  });

  it('loads at once and then every 200000 ms', async () => {
    const load = vi.fn().mockResolvedValue(counts);
    const onCounts = vi.fn();
    const stop = startCountsRefresh({ load, onCounts });
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onCounts).toHaveBeenCalledWith(counts);

    await vi.advanceTimersByTimeAsync(199_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200_000 * 3);
    expect(load).toHaveBeenCalledTimes(5);
    stop();
    await vi.advanceTimersByTimeAsync(200_000 * 3);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it('a 400 answer cancels the timer and reports nothing', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(counts)
      .mockRejectedValueOnce(
        new ApiError({ status: 400, path: 'profile/count', problem: { type: 'about:blank', title: 'Bad Request', status: 400, code: 'no_company' } }),
      )
      .mockResolvedValue(counts);
    const onCounts = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    startCountsRefresh({ load, onCounts });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200_000 * 5);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onCounts).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('other failures keep the timer running', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 503, path: 'profile/count' }))
      .mockResolvedValue(counts);
    const onCounts = vi.fn();
    const stop = startCountsRefresh({ load, onCounts });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onCounts).toHaveBeenCalledTimes(1);
    stop();
  });
});
