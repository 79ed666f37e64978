import { test, expect } from './support/fixtures.ts';
import { clickLogOut, stored } from './support/ui.ts';

type Flags = { top: boolean; panel: boolean; bottom: boolean };

test('at 360 px the top menu closes before the page it links to shows, which starts at the top', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));

  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect((await stored<Flags>(page, 'navigation'))?.top).toBe(true);
  await menu.getByRole('link', { name: 'About' }).click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'About Fairhub', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await stored<Flags>(page, 'navigation')).toEqual({ top: false, panel: false, bottom: false });
});

test('at 360 px the panel side panel and the account menu close on navigation, and logging out works from the account menu', async ({ page, accounts }) => {
  const user = await accounts.create({ label: 'phone', company: true });
  await accounts.signIn(page, user);
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Open the menu' }).click();
  const sidePanel = page.getByRole('dialog', { name: 'User panel' });
  await expect(sidePanel).toBeVisible();
  await sidePanel.getByRole('link', { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/panel\/notifications$/);
  await expect(sidePanel).toBeHidden();

  await page.getByRole('button', { name: 'Your account' }).click();
  const accountMenu = page.getByRole('dialog', { name: 'Your account' });
  await expect(accountMenu).toBeVisible();
  // The browser's back button is a navigation too.
  await page.goBack();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(accountMenu).toBeHidden();
  expect(await stored<Flags>(page, 'navigation')).toEqual({ top: false, panel: false, bottom: false });

  await clickLogOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu).toBeHidden();
  expect(await stored(page, 'user')).toBeNull();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('at 360 px the top menu lists the catalogue and the benefit pages, and the search button opens a box that leads to /search', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Fairhub', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of ['Events', 'Companies', 'Venues', 'Codes', 'About', 'FAQ']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('group', { name: 'Who it is for' }).getByRole('link')).toHaveText(['For exhibitors', 'For organizers', 'For visitors']);
  await menu.getByRole('link', { name: 'Venues', exact: true }).click();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible();

  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open the search' });
  await toggle.click();
  const box = page.getByRole('searchbox', { name: 'Search the catalogue' });
  await expect(box).toBeFocused();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Close the search' }).first()).toHaveAttribute('aria-expanded', 'true');
  await box.fill('metal');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=metal$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('metal');
  await expect(box).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
