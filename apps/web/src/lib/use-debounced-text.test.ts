import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS, useDebouncedText } from './use-debounced-text.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The box with its applied value held outside, as the URL holds it; `catchUp` delivers the last applied value late, as a slow navigation does. */
function renderBox(initial = '') {
  const applied: string[] = [];
  const hook = renderHook(({ value }) => useDebouncedText(value, (text) => applied.push(text)), { initialProps: { value: initial } });
  return { hook, applied, catchUp: () => hook.rerender({ value: applied.at(-1)! }) };
}

describe('useDebouncedText', () => {
  it('applies the trimmed text once typing pauses', () => {
    const { hook, applied } = renderBox();
    act(() => hook.result.current.setText('pompy '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(applied).toEqual(['pompy']);
  });

  it('keeps letters typed while the address caught up with the applied text', () => {
    const { hook, applied, catchUp } = renderBox();
    act(() => hook.result.current.setText('pom'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(applied).toEqual(['pom']);
    // More is typed before the slow navigation delivers "pom" as the value.
    act(() => hook.result.current.setText('pompy '));
    catchUp();
    expect(hook.result.current.text).toBe('pompy ');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(applied).toEqual(['pom', 'pompy']);
  });

  it('shows a value that changes under it (Back, a link) without applying the old text again', () => {
    const { hook, applied } = renderBox('pompy');
    hook.rerender({ value: 'zawory' });
    expect(hook.result.current.text).toBe('zawory');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(applied).toEqual([]);
    act(() => hook.result.current.clear());
    expect(hook.result.current.text).toBe('');
    expect(applied).toEqual(['']);
  });
});
