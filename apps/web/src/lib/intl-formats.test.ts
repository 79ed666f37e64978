import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from './intl-formats.ts';

describe('Intl formatters made once per setting', () => {
  it('gives the same formatter for the same locale and options, and another for other ones', () => {
    const warsaw = dateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', timeStyle: 'short' });
    expect(dateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', timeStyle: 'short' })).toBe(warsaw);
    expect(dateTimeFormat('pl-PL', { timeZone: 'Europe/Lisbon', timeStyle: 'short' })).not.toBe(warsaw);
    expect(dateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', timeStyle: 'short' })).not.toBe(warsaw);
    expect(warsaw.format(new Date('2026-03-02T08:30:00Z'))).toBe('09:30');
    expect(numberFormat('pl-PL')).toBe(numberFormat('pl-PL'));
    expect(numberFormat('pl-PL').format(12345)).toBe(new Intl.NumberFormat('pl-PL').format(12345));
    expect(displayNames(['en'], { type: 'language' }).of('pl')).toBe('Polish');
  });

  it('still refuses a zone the runtime does not know, each time', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});
