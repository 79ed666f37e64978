/**
 * Every static page at desktop width: no axe-core violations, no sideways scrolling in English and
 * in Polish (longer words), and — through the `problems` fixture — no console errors, uncaught
 * exceptions or CSP violations. At 360 px these pages show the same elements, only reflowed, so the
 * phone project checks their width alone (static-pages.phone.spec.ts; see support/a11y.ts).
 */
import { test, expect } from './support/fixtures.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/a11y.ts';
import { STATIC_PAGES } from './support/static-pages.ts';

for (const { path, heading } of STATIC_PAGES) {
  test(`page ${path}`, async ({ page }) => {
    await page.goto(path);
    const title = page.getByRole('main').getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
    await expect(title).toBeVisible();
    const englishTitle = (await title.textContent()) ?? '';
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    if (path === '/stuff') await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
    await expectAccessible(page, path);
    // Polish words are longer: the page must still fit the width.
    await page.getByRole('banner').getByRole('button', { name: 'Polski' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(englishTitle);
    await expectNoSidewaysScroll(page, `${path} in Polish`);
  });
}
