// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { venuePlaceLine } from './venue-place.ts';

const poland = { name: 'Poland' };

describe('venuePlaceLine', () => {
  it('does not repeat the city the address already ends with', () => {
    expect(venuePlaceLine({ address: 'ul. Żaglowa 11, 80-560 Gdańsk', city: 'Gdańsk', country: poland })).toBe('ul. Żaglowa 11, 80-560 Gdańsk, Poland');
    expect(venuePlaceLine({ address: 'ul. Żaglowa 11, 80-560 GDAŃSK ', city: 'Gdańsk', country: poland }, 'pl')).toBe('ul. Żaglowa 11, 80-560 GDAŃSK, Poland');
  });

  it('adds the city when the address does not name it, or names it only as part of a word', () => {
    expect(venuePlaceLine({ address: 'ul. Żaglowa 11', city: 'Gdańsk', country: poland })).toBe('ul. Żaglowa 11, Gdańsk, Poland');
    expect(venuePlaceLine({ address: 'ul. Nowa 1, Kołobrzeg', city: 'Brzeg', country: poland })).toBe('ul. Nowa 1, Kołobrzeg, Brzeg, Poland');
  });
});
