import { test, expect } from './support/fixtures.ts';
import type { Page } from '@playwright/test';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollDown(page: Page, top?: number): Promise<number> {
  await page.evaluate((y) => window.scrollTo({ top: y ?? document.documentElement.scrollHeight, behavior: 'instant' }), top);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  return scrollY(page);
}

test('moving between static pages starts each page at the top', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Fairhub', level: 1 })).toBeVisible();
  await scrollDown(page);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await scrollDown(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  // Back to a page that is not kept alive: also from the top, and a fresh page.
  await scrollDown(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/terms$/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('Home is kept alive: back from /about restores its scroll position and the same screen', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(hero).toBeVisible();
  const heroTitle = (await hero.textContent()) ?? '';
  // An expando on the DOM node survives only if React keeps the screen mounted.
  await hero.evaluate((element) => Object.assign(element, { __e2eKeptAlive: true }));
  // Down to the footer, as a reader would, and on to About from there.
  const homeScroll = await scrollDown(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'About Fairhub', level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  // About is not kept alive: its screen is rebuilt on each visit.
  await page.getByRole('heading', { name: 'About Fairhub', level: 1 }).evaluate((element) => Object.assign(element, { __e2eKeptAlive: true }));
  await scrollDown(page, 700);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  const homeHero = page.getByRole('main').getByRole('heading', { level: 1, name: heroTitle });
  await expect(homeHero).toBeVisible();
  expect(await homeHero.evaluate((element) => (element as unknown as { __e2eKeptAlive?: boolean }).__e2eKeptAlive)).toBe(true);
  await expect.poll(() => scrollY(page)).toBe(homeScroll);

  await page.goForward();
  await expect(page).toHaveURL(/\/about$/);
  const about = page.getByRole('heading', { name: 'About Fairhub', level: 1 });
  await expect(about).toBeVisible();
  expect(await about.evaluate((element) => (element as unknown as { __e2eKeptAlive?: boolean }).__e2eKeptAlive)).toBeUndefined();
  await expect.poll(() => scrollY(page)).toBe(0);

  // Coming home by a link (not the back button) also finds Home where it was left.
  await page.getByRole('banner').getByRole('link', { name: 'Fairhub home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(homeScroll);
  expect(await homeHero.evaluate((element) => (element as unknown as { __e2eKeptAlive?: boolean }).__e2eKeptAlive)).toBe(true);
});

test('switching to Polish changes the interface and is remembered after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const language = page.getByRole('banner').getByRole('group', { name: 'Language' });
  await language.getByRole('button', { name: 'Polski' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Poznawaj właściwych partnerów biznesowych na każdych targach');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Polski' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pl');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Poznawaj właściwych partnerów biznesowych na każdych targach');

  // Other pages and the login modal speak Polish too; the API answers in Polish (country names).
  await page.goto('/about?login=signin');
  await expect(page.getByRole('heading', { name: 'O Fairhub', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Zaloguj się do Fairhub' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('group', { name: 'Język' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'About Fairhub', level: 1 })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'About Fairhub', level: 1 })).toBeVisible();
});

test('the header leads to the catalogue and, under "Who it is for", to the benefit pages; Home and the footer link to the catalogue', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Fairhub', level: 1 })).toBeVisible();
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Events', 'Companies', 'Venues', 'Codes', 'About', 'FAQ']);
  const lists = [
    { link: 'Events', path: '/events', heading: 'Events' },
    { link: 'Companies', path: '/organizers', heading: 'Organizers and companies' },
    { link: 'Venues', path: '/venues', heading: 'Venues' },
    { link: 'Codes', path: '/codes', heading: 'NACE Rev. 2 codes' },
  ];
  for (const { link, path, heading } of lists) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  // "Who it is for" is a disclosure: a button that shows a list of links, hidden again on navigation.
  const forWhom = nav.getByRole('button', { name: 'Who it is for' });
  await expect(forWhom).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'For organizers' })).toBeHidden();
  await forWhom.click();
  await expect(forWhom).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('list').getByRole('link')).toHaveText(['For exhibitors', 'For organizers', 'For visitors']);
  await page.keyboard.press('Escape');
  await expect(forWhom).toHaveAttribute('aria-expanded', 'false');
  await expect(forWhom).toBeFocused();
  await forWhom.click();
  await nav.getByRole('link', { name: 'For organizers' }).click();
  await expect(page).toHaveURL(/\/organizer-benefits$/);
  await expect(nav.getByRole('link', { name: 'For organizers' })).toBeHidden();
  await expect(forWhom).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // Home's calls to action lead to the events and the codes again.
  await page.getByRole('banner').getByRole('link', { name: 'Fairhub home page' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Browse events' }).first().click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Browse classification codes' }).click();
  await expect(page).toHaveURL(/\/codes$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'NACE Rev. 2 codes', level: 1 })).toBeVisible();

  const footerCatalogue = page.getByRole('contentinfo').getByRole('navigation', { name: 'Catalogue' });
  const hrefs = await footerCatalogue.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/events', '/organizers', '/venues', '/codes', '/codes-search', '/search']);
});
