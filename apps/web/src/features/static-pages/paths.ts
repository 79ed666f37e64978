import { paths } from '../../lib/paths.ts';

/** Routes the static pages link to (the app's route table is the source of truth for these paths). */
export const STATIC_LINKS = {
  events: paths.events,
  codes: paths.codes,
  signUp: '/?login=signup',
  exhibitorBenefits: '/exhibitor-benefits',
  organizerBenefits: '/organizer-benefits',
  visitorBenefits: '/visitor-benefits',
  terms: '/terms',
  policy: '/policy',
  faq: '/faq',
} as const;

/** The official EU funds portal in Poland, linked from the EU funds page. */
export const EU_FUNDS_PORTAL_URL = 'https://www.funduszeeuropejskie.gov.pl/';
