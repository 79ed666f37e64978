/**
 * Every static page at 360 px fits the width, in English and in Polish. Their layout at 360 px is the
 * desktop one reflowed (the same elements in fewer columns, with smaller spacing and type; nothing
 * shown or hidden by width), so axe runs on them at desktop width only (static-pages-a11y.spec.ts);
 * the header they share is checked with axe at 360 px in a11y.responsive.spec.ts.
 */
import { test, expect } from './support/fixtures.ts';
import { expectNoSidewaysScroll, settled } from './support/a11y.ts';
import { STATIC_PAGES } from './support/static-pages.ts';

test('every static page fits 360 px, in English and in Polish', async ({ page }) => {
  const englishTitles = new Map<string, string>();
  for (const { path, heading } of STATIC_PAGES) {
    await page.goto(path);
    const title = page.getByRole('main').getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
    await expect(title).toBeVisible();
    englishTitles.set(path, (await title.textContent()) ?? '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (path === '/stuff') await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page, path);
  }

  // The language chosen in the header is remembered: every page again, in Polish.
  await page.getByRole('banner').getByRole('button', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  for (const { path } of STATIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(englishTitles.get(path)!);
    if (path === '/stuff') await expect(page.getByRole('heading', { name: 'Skrzynka nadawcza' })).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page, `${path} in Polish`);
  }
});
