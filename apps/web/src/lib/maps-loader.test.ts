import { afterEach, describe, expect, it } from 'vitest';
import { loadMapsPlaces, MAPS_CALLBACK, resetMapsLoaderForTests } from './maps-loader.ts';

describe('maps-places loader', () => {
  afterEach(() => {
    resetMapsLoaderForTests();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('does nothing without a key', () => {
    expect(loadMapsPlaces(null)).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('adds the script once with a callback and resolves when it calls back', async () => {
    const first = loadMapsPlaces('key-1', 'pl');
    const second = loadMapsPlaces('key-1', 'pl');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const url = new URL(scripts[0]!.src);
    expect(url.searchParams.get('key')).toBe('key-1');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('callback')).toBe(MAPS_CALLBACK);
    (window as unknown as Record<string, () => void>)[MAPS_CALLBACK]!();
    await expect(first).resolves.toBeUndefined();
  });
});
