import { expect, type Locator, type Page } from '@playwright/test';

export const LOGIN_DIALOG = 'Log in to Fairhub';

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: LOGIN_DIALOG });
}

/** Fills and sends the login modal's sign-in view, which must be open. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the login modal (opened with `?login=signin`, which works at every width). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/?login=signin');
  await submitLogin(page, email, password);
  await expect(loginDialog(page)).toBeHidden();
  await expect.poll(() => storedUser(page).then((user) => Boolean(user?.userData?.uid))).toBe(true);
}

export interface StoredUser {
  userData: { uid: string; email: string; company: { uid: string; name: string } | null } | null;
  token: { accessToken: string; expires_at: string } | null;
  fcmToken?: string | null;
}

export async function stored<T>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((name) => localStorage.getItem(name), key);
  return raw === null ? null : (JSON.parse(raw) as T);
}

export function storedUser(page: Page): Promise<StoredUser | null> {
  return stored<StoredUser>(page, 'user');
}

/** The header's "Log out" (desktop); on small screens it sits in the account menu. */
export async function clickLogOut(page: Page): Promise<void> {
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'Log out' });
  const accountMenu = page.getByRole('banner').getByRole('button', { name: 'Your account' });
  // The panel's navigation bar loads lazily: wait until one of the two shows.
  await expect(inHeader.or(accountMenu)).toBeVisible();
  if (await inHeader.isVisible()) {
    await inHeader.click();
    return;
  }
  await accountMenu.click();
  await page.getByRole('dialog', { name: 'Your account' }).getByRole('button', { name: 'Log out' }).click();
}
