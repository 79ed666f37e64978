import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { panelGuardLoader } from './panel-guard.ts';
import { lazyStaticPage } from './static-page-loader.ts';
import type { RouteHandle } from './route-handle.ts';

const handle = (value: RouteHandle) => value;

/**
 * The route table. Every route has a name (its handle's `name`), used by the scroll and keep-alive
 * rules. Routes of features not built yet are left out on purpose: unknown URLs get the not-found page.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, handle: handle({ name: 'home', keepAlive: 'Home' }), lazy: lazyStaticPage('home-page', 'HomePage') },
          { path: 'about', handle: handle({ name: 'about' }), lazy: lazyStaticPage('about-page', 'AboutPage') },
          {
            path: 'exhibitor-benefits',
            handle: handle({ name: 'exhibitor-benefits' }),
            lazy: lazyStaticPage('exhibitor-benefits-page', 'ExhibitorBenefitsPage'),
          },
          {
            path: 'organizer-benefits',
            handle: handle({ name: 'organizer-benefits' }),
            lazy: lazyStaticPage('organizer-benefits-page', 'OrganizerBenefitsPage'),
          },
          {
            path: 'visitor-benefits',
            handle: handle({ name: 'visitor-benefits' }),
            lazy: lazyStaticPage('visitor-benefits-page', 'VisitorBenefitsPage'),
          },
          { path: 'terms', handle: handle({ name: 'terms' }), lazy: lazyStaticPage('terms-page', 'TermsPage') },
          { path: 'policy', handle: handle({ name: 'policy' }), lazy: lazyStaticPage('policy-page', 'PolicyPage') },
          { path: 'faq', handle: handle({ name: 'faq' }), lazy: lazyStaticPage('faq-page', 'FaqPage') },
          {
            path: 'dotacje-unijne',
            handle: handle({ name: 'eu-funds', header: 'general', footer: 'app' }),
            lazy: lazyStaticPage('eu-funds-page', 'EuFundsPage'),
          },
          {
            path: 'register/:token',
            handle: handle({ name: 'register' }),
            lazy: () => import('../features/auth/pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'confirm/:token',
            handle: handle({ name: 'confirm' }),
            lazy: () => import('../features/auth/pages/confirm-page.tsx').then((m) => ({ Component: m.ConfirmPage })),
          },
          {
            path: 'reset/:token',
            handle: handle({ name: 'reset' }),
            lazy: () => import('../features/auth/pages/reset-page.tsx').then((m) => ({ Component: m.ResetPage })),
          },
          {
            path: 'codes',
            handle: handle({ name: 'codes', keepAlive: 'CodesList' }),
            lazy: () => import('../features/codes/pages/codes-page.tsx').then((m) => ({ Component: m.CodesPage })),
          },
          {
            path: 'codes-search',
            handle: handle({ name: 'codes-search', keepAlive: 'CodesSearch' }),
            lazy: () => import('../features/codes/pages/codes-search-page.tsx').then((m) => ({ Component: m.CodesSearchPage })),
          },
          {
            path: 'search',
            handle: handle({ name: 'search' }),
            lazy: () => import('../features/search/pages/search-page.tsx').then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: 'events',
            handle: handle({ name: 'events', keepAlive: 'EventsList' }),
            lazy: () => import('../features/events/pages/events-list-page.tsx').then((m) => ({ Component: m.EventsListPage })),
          },
          {
            path: 'events/:uid/:slug?',
            handle: handle({ name: 'event-details' }),
            lazy: () => import('../features/events/pages/event-details-page.tsx').then((m) => ({ Component: m.EventDetailsPage })),
          },
          {
            path: 'venues',
            handle: handle({ name: 'venues-list', keepAlive: 'VenuesList' }),
            lazy: () => import('../features/venues/pages/venues-list-page.tsx').then((m) => ({ Component: m.VenuesListPage })),
          },
          {
            path: 'organizers',
            handle: handle({ name: 'organizers-list', keepAlive: 'OrganizersList' }),
            lazy: () => import('../features/organizers/pages/organizers-list-page.tsx').then((m) => ({ Component: m.OrganizersListPage })),
          },
          {
            // Alias of /organizers: redirects there keeping the query (apps/web/README.md).
            path: 'companies',
            handle: handle({ name: 'organizers-list' }),
            lazy: () => import('../features/organizers/companies-redirect.ts').then((m) => ({ loader: m.companiesListRedirect, Component: m.Redirecting })),
          },
          {
            path: 'venues/:uid',
            handle: handle({ name: 'venue-details' }),
            lazy: () => import('../features/venues/pages/venue-details-page.tsx').then((m) => ({ Component: m.VenueDetailsPage })),
          },
          {
            path: 'organizers/:uid',
            handle: handle({ name: 'organizer-details' }),
            lazy: () => import('../features/organizers/pages/organizer-details-page.tsx').then((m) => ({ Component: m.OrganizerDetailsPage })),
          },
          {
            path: 'companies/:uid',
            handle: handle({ name: 'organizer-details' }),
            lazy: () => import('../features/organizers/companies-redirect.ts').then((m) => ({ loader: m.companyDetailsRedirect, Component: m.Redirecting })),
          },
          {
            path: 'people/:uid',
            handle: handle({ name: 'person-details' }),
            lazy: () => import('../features/people/pages/person-details-page.tsx').then((m) => ({ Component: m.PersonDetailsPage })),
          },
          {
            path: 'stuff',
            handle: handle({ name: 'stuff' }),
            lazy: () => import('../features/dev/pages/stuff-page.tsx').then((m) => ({ Component: m.StuffPage })),
          },
          {
            path: 'modals',
            handle: handle({ name: 'modals' }),
            lazy: () => import('./modals-route.tsx').then((m) => ({ Component: m.ModalsRoute })),
          },
          {
            path: 'panel',
            handle: handle({ name: 'panel_root', header: 'panel', footer: 'app' }),
            loader: panelGuardLoader,
            // The gate runs on every move inside the panel, not only on entering it.
            shouldRevalidate: () => true,
            children: [
              {
                index: true,
                handle: handle({ name: 'panel' }),
                lazy: () => import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: 'onboarding',
                handle: handle({ name: 'panel_onboarding' }),
                lazy: () => import('../features/onboarding/pages/onboarding-page.tsx').then((m) => ({ Component: m.OnboardingPage })),
              },
              {
                path: 'messages/:uid?',
                handle: handle({ name: 'panel_messages' }),
                lazy: () => import('../features/messages/pages/messages-page.tsx').then((m) => ({ Component: m.MessagesPage })),
              },
              {
                // Client rules: the calendar on the empty child path, then schedule, requests, sent, availability.
                path: 'meetings',
                handle: handle({ name: 'panel_meetings' }),
                lazy: () => import('../features/meetings/pages/meetings-layout.tsx').then((m) => ({ Component: m.MeetingsLayout })),
                children: [
                  {
                    index: true,
                    handle: handle({ name: 'panel_meetings-calendar' }),
                    lazy: () => import('../features/meetings/pages/calendar-page.tsx').then((m) => ({ Component: m.CalendarPage })),
                  },
                  {
                    path: 'schedule',
                    handle: handle({ name: 'panel_meetings-schedule' }),
                    lazy: () => import('../features/meetings/pages/schedule-page.tsx').then((m) => ({ Component: m.SchedulePage })),
                  },
                  {
                    path: 'requests',
                    handle: handle({ name: 'panel_meetings-requests' }),
                    lazy: () => import('../features/meetings/pages/box-page.tsx').then((m) => ({ Component: m.RequestsPage })),
                  },
                  {
                    path: 'sent',
                    handle: handle({ name: 'panel_meetings-sent' }),
                    lazy: () => import('../features/meetings/pages/box-page.tsx').then((m) => ({ Component: m.SentPage })),
                  },
                  {
                    path: 'availability',
                    handle: handle({ name: 'panel_meetings-availability' }),
                    lazy: () => import('../features/meetings/pages/availability-page.tsx').then((m) => ({ Component: m.AvailabilityPage })),
                  },
                ],
              },
              {
                path: 'users',
                handle: handle({ name: 'panel_users' }),
                lazy: () => import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
              },
              {
                path: 'notifications',
                handle: handle({ name: 'panel_notifications' }),
                lazy: () => import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ Component: m.NotificationsFocusPage })),
              },
              {
                path: 'settings',
                handle: handle({ name: 'panel_settings' }),
                lazy: () => import('../features/settings/pages/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
              },
              {
                path: 'company',
                handle: handle({ name: 'panel_company' }),
                lazy: () => import('../features/company/pages/company-page.tsx').then((m) => ({ Component: m.CompanyPage })),
              },
              {
                path: 'contacts',
                handle: handle({ name: 'panel_contacts' }),
                lazy: () => import('../features/contacts/pages/contacts-page.tsx').then((m) => ({ Component: m.ContactsPage })),
              },
              {
                path: 'products',
                handle: handle({ name: 'panel_products' }),
                lazy: () => import('../features/products/pages/products-list-page.tsx').then((m) => ({ Component: m.ProductsListPage })),
              },
              {
                path: 'products/:sub',
                handle: handle({ name: 'panel_product-form' }),
                lazy: () => import('../features/products/pages/product-form-page.tsx').then((m) => ({ Component: m.ProductFormPage })),
              },
              {
                path: 'events',
                handle: handle({ name: 'panel_events' }),
                lazy: () => import('./my-events-route.tsx').then((m) => ({ Component: m.MyEventsRoute })),
              },
              {
                path: 'events/:sub',
                handle: handle({ name: 'panel_event-form' }),
                lazy: () => import('./event-form-route.tsx').then((m) => ({ Component: m.EventFormRoute })),
              },
              {
                path: 'offers',
                handle: handle({ name: 'panel_offers' }),
                lazy: () => import('../features/offers/pages/offers-list-page.tsx').then((m) => ({ Component: m.OffersListPage })),
              },
              {
                path: 'offers/:sub',
                handle: handle({ name: 'panel_offer-form' }),
                lazy: () => import('../features/offers/pages/offer-form-page.tsx').then((m) => ({ Component: m.OfferFormPage })),
              },
              { path: '*', handle: handle({ name: 'panel_not-found' }), Component: NotFoundPage },
            ],
          },
          { path: '*', handle: handle({ name: 'not-found' }), Component: NotFoundPage },
        ],
      },
    ],
  },
];
