import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './pages/about-page.tsx';
import { EuFundsPage } from './pages/eu-funds-page.tsx';
import { ExhibitorBenefitsPage } from './pages/exhibitor-benefits-page.tsx';
import { FaqPage } from './pages/faq-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { OrganizerBenefitsPage } from './pages/organizer-benefits-page.tsx';
import { PolicyPage } from './pages/policy-page.tsx';
import { TermsPage } from './pages/terms-page.tsx';
import { VisitorBenefitsPage } from './pages/visitor-benefits-page.tsx';
import { flattenKeys, renderStaticPage, STATIC_LOCALES, type StaticLanguage, visibleText } from './test-utils.tsx';

const PAGES: { name: string; element: ReactElement; titleKey: string }[] = [
  { name: 'HomePage', element: <HomePage />, titleKey: 'home.title' },
  { name: 'AboutPage', element: <AboutPage />, titleKey: 'about.title' },
  { name: 'ExhibitorBenefitsPage', element: <ExhibitorBenefitsPage />, titleKey: 'exhibitors.title' },
  { name: 'OrganizerBenefitsPage', element: <OrganizerBenefitsPage />, titleKey: 'organizers.title' },
  { name: 'VisitorBenefitsPage', element: <VisitorBenefitsPage />, titleKey: 'visitors.title' },
  { name: 'TermsPage', element: <TermsPage />, titleKey: 'terms.title' },
  { name: 'PolicyPage', element: <PolicyPage />, titleKey: 'policy.title' },
  { name: 'FaqPage', element: <FaqPage />, titleKey: 'faq.title' },
  { name: 'EuFundsPage', element: <EuFundsPage />, titleKey: 'euFunds.title' },
];

const LANGUAGES = Object.keys(STATIC_LOCALES) as StaticLanguage[];
const ALL_KEYS = flattenKeys(STATIC_LOCALES.en);
/** Something that looks like an untranslated key: a top-level section name, a dot, an identifier. */
const RAW_KEY = new RegExp(`\\b(${Object.keys(STATIC_LOCALES.en).join('|')})\\.[A-Za-z]`);

describe.each(LANGUAGES)('static pages in %s', (language) => {
  it.each(PAGES)('$name renders one h1, no raw keys and a page title', async ({ element, titleKey }) => {
    const { container, missing, i18n } = await renderStaticPage(element, language);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(missing).toEqual([]);

    const text = visibleText(container);
    expect(text.length).toBeGreaterThan(200);
    expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
    expect(text).not.toContain('returned an object instead of string');
    for (const key of ALL_KEYS) expect(text).not.toContain(key);

    expect(document.title).toBe(`${i18n.t(titleKey)} · Fairhub`);
  });

  it.each(PAGES)('$name never skips a heading level', async ({ element }) => {
    const { container } = await renderStaticPage(element, language);
    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  });
});

describe('home page calls to action', () => {
  it('links to events, sign-up, the three benefit pages and the codes', async () => {
    await renderStaticPage(<HomePage />, 'en');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/events', '/?login=signup', '/exhibitor-benefits', '/organizer-benefits', '/visitor-benefits', '/codes']));
    const hero = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(hero).getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
    expect(within(hero).getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/?login=signup');
    expect(screen.getByRole('link', { name: 'Browse classification codes' })).toHaveAttribute('href', '/codes');
  });
});

describe('legal pages', () => {
  it.each([
    ['en', 'Effective 21 November 2026'],
    ['pl', 'Obowiązuje od 21 listopada 2026 r.'],
  ] as const)('terms and policy are dated (%s)', async (language, date) => {
    const terms = await renderStaticPage(<TermsPage />, language);
    expect(terms.container.textContent).toContain(date);
    terms.unmount();
    const policy = await renderStaticPage(<PolicyPage />, language);
    expect(policy.container.textContent).toContain(date);
  });

  it('the terms name Polish law', async () => {
    const { container } = await renderStaticPage(<TermsPage />, 'en');
    expect(container.textContent).toContain('law of the Republic of Poland');
  });
});

describe('FAQ', () => {
  it('groups the questions by topic in accordions that open', async () => {
    const { container } = await renderStaticPage(<FaqPage />, 'en');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Account and sign-in', 'Companies and team', 'Matchmaking', 'Billing', 'Privacy']),
    );
    const question = screen.getByRole('button', { name: 'What are the password rules?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.click();
    expect(await screen.findByText(/at least 10 and at most 128 characters/)).toBeInTheDocument();
    expect(container.textContent).toContain('valid for 14 days');
  });
});

describe('EU funds page', () => {
  it.each(LANGUAGES)('keeps the Polish heading and links the official portal (%s)', async (language) => {
    await renderStaticPage(<EuFundsPage />, language);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Dotacje unijne');
    expect(screen.getByRole('link', { name: 'funduszeeuropejskie.gov.pl' })).toHaveAttribute('href', 'https://www.funduszeeuropejskie.gov.pl/');
  });
});
