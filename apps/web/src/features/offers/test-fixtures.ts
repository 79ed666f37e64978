import type { Offer } from '@fairhub/shared/offers';
import enOffers from '../../locales/en/offers.json';
import plOffers from '../../locales/pl/offers.json';

export const OFFER_NAMESPACES = { offers: { en: enOffers, pl: plOffers } };

export const COUNTRIES = [
  { id: 276, code: 'DE', name: 'Germany' },
  { id: 616, code: 'PL', name: 'Poland' },
  { id: 203, code: 'CZ', name: 'Czechia' },
];

/** An active offer, valid until the end of 2099 (UTC). */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    uid: 'offr0001abcd',
    kind: 'offer',
    title: 'Laser cutting capacity',
    description: 'Two fibre lasers with free hours.',
    codes: [{ code: '25.62', level: 4, name: 'Machining' }],
    targetCountryIds: [616, 276],
    targetCountries: [COUNTRIES[1]!, COUNTRIES[0]!],
    validUntil: '2099-12-31T23:59:59.999Z',
    status: 'active',
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const makeOffers = (count: number, prefix = 'Offer') =>
  Array.from({ length: count }, (_, index) => makeOffer({ uid: `${prefix.toLowerCase()}${String(index).padStart(8, '0')}`, title: `${prefix} ${index + 1}` }));
