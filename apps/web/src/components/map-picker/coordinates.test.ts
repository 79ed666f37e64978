// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pickedText, typedPosition, wrapLongitude } from './coordinates.ts';

describe('the venue map and the typed coordinates', () => {
  it('reads a typed pair as a point, the Polish decimal comma too, and nothing from blank, text or out of range', () => {
    expect(typedPosition('54.3520', '18.6466')).toEqual({ lat: 54.352, lng: 18.6466 });
    expect(typedPosition(' 52,4064 ', '16,9252')).toEqual({ lat: 52.4064, lng: 16.9252 });
    expect(typedPosition('-33.9', '-180')).toEqual({ lat: -33.9, lng: -180 });
    expect(typedPosition('', '18.6')).toBeNull();
    expect(typedPosition('54.3', ' ')).toBeNull();
    expect(typedPosition('north', '18.6')).toBeNull();
    expect(typedPosition('90.5', '18.6')).toBeNull();
    expect(typedPosition('54.3', '181')).toBeNull();
  });

  it('writes a picked point with six decimals, without trailing zeros, the longitude brought into −180…180', () => {
    expect(pickedText({ lat: 54.35201234567, lng: 18.646649999 })).toEqual({ latitude: '54.352012', longitude: '18.64665' });
    expect(pickedText({ lat: 52.5, lng: 200 })).toEqual({ latitude: '52.5', longitude: '-160' });
    expect(pickedText({ lat: -0.0000001, lng: -0.0000001 })).toEqual({ latitude: '0', longitude: '0' });
    expect(pickedText({ lat: 91, lng: -540 })).toEqual({ latitude: '90', longitude: '-180' });
    expect(wrapLongitude(179.5)).toBe(179.5);
    expect(wrapLongitude(-181)).toBe(179);
  });

  it('gives back what it wrote: a picked point typed again is the same point', () => {
    const text = pickedText({ lat: 51.107883, lng: 17.038538 });
    expect(typedPosition(text.latitude, text.longitude)).toEqual({ lat: 51.107883, lng: 17.038538 });
  });
});
