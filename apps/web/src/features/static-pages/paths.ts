/**
 * Routes the static pages link to (the app's route table is the source of truth for these paths).
 * The catalogue (/events, /codes) is not built yet; the copy for its links (`common.browseEvents`,
 * `home.codes.link`) waits in the locale files, and the links return when those routes exist.
 */
export const STATIC_LINKS = {
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
