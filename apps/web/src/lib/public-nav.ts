import { paths } from './paths.ts';

export interface PublicNavLink {
  to: string;
  labelKey: string;
}

/** A few links under one label: a menu in the header, a labelled group in the phone menu. */
export interface PublicNavGroup {
  labelKey: string;
  items: readonly PublicNavLink[];
}

export type PublicNavItem = PublicNavLink | PublicNavGroup;

export const isNavGroup = (item: PublicNavItem): item is PublicNavGroup => 'items' in item;

/** The benefit pages, one per audience. */
export const AUDIENCE_NAV: readonly PublicNavLink[] = [
  { to: paths['exhibitor-benefits'], labelKey: 'nav.exhibitors' },
  { to: paths['organizer-benefits'], labelKey: 'nav.organizers' },
  { to: paths['visitor-benefits'], labelKey: 'nav.visitors' },
];

/** The public catalogue's lists. */
export const CATALOGUE_NAV: readonly PublicNavLink[] = [
  { to: paths.events, labelKey: 'nav.events' },
  { to: paths['organizers-list'], labelKey: 'nav.companies' },
  { to: paths['venues-list'], labelKey: 'nav.venues' },
  { to: paths.codes, labelKey: 'nav.codes' },
];

/**
 * The general header's navigation (and the mobile top menu): the catalogue first, then the
 * benefit pages under one "Who it is for" menu so the header fits, then About and the FAQ.
 */
export const PUBLIC_NAV: readonly PublicNavItem[] = [
  ...CATALOGUE_NAV,
  { labelKey: 'nav.forYou', items: AUDIENCE_NAV },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.faq, labelKey: 'nav.faq' },
];
