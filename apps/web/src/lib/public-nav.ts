import { paths } from './paths.ts';

/** The general header's navigation (and the mobile top menu). */
export const PUBLIC_NAV = [
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths['exhibitor-benefits'], labelKey: 'nav.exhibitors' },
  { to: paths['organizer-benefits'], labelKey: 'nav.organizers' },
  { to: paths['visitor-benefits'], labelKey: 'nav.visitors' },
  { to: paths.faq, labelKey: 'nav.faq' },
] as const;
