/**
 * The pages without data of their own: the home and benefit pages, the legal texts, the FAQ, the
 * developer pages and the not-found page (an h1 name where the test waits for a particular one).
 */
export const STATIC_PAGES: { path: string; heading?: string }[] = [
  { path: '/', heading: 'Meet the right business partners at every trade fair' },
  { path: '/about', heading: 'About Fairhub' },
  { path: '/exhibitor-benefits' },
  { path: '/organizer-benefits' },
  { path: '/visitor-benefits' },
  { path: '/terms' },
  { path: '/policy' },
  { path: '/faq' },
  { path: '/dotacje-unijne' },
  { path: '/stuff', heading: 'Developer page' },
  { path: '/modals', heading: 'Modals and menus' },
  { path: '/no-such-page', heading: 'We could not find this page' },
];
