/**
 * The header, the modals, the account pages and the panel's frame, at desktop width and, in place,
 * at 360 px (support/a11y.ts, asPhone): no axe-core violations, no sideways scrolling, and —
 * through the `problems` fixture — no console errors, uncaught exceptions or CSP violations. Pages
 * whose layout at 360 px is the desktop one reflowed get axe at desktop width and the width check at
 * 360 px (`layoutAt360: 'reflow'`, support/a11y.ts). The static pages: static-pages-a11y.spec.ts and
 * static-pages.phone.spec.ts.
 */
import { test, expect } from './support/fixtures.ts';
import { DEMO, linkFromOutbox, uniqueEmail } from './support/api.ts';
import { asPhone, expectAccessible, expectNoSidewaysScroll, REFLOW, settled } from './support/a11y.ts';

// The account pages (confirm, reset, register) are one card of fields that only narrows at 360 px: REFLOW.

test('the header: the "Who it is for" menu on wide screens, the search bar and the top menu on phones', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const forWhom = page.getByRole('banner').getByRole('button', { name: 'Who it is for' });
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
  await forWhom.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'For exhibitors' })).toBeVisible();
  await expectAccessible(page, 'header: "Who it is for" open', { layoutAt360: 'desktop-only' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('link', { name: 'For exhibitors' })).toBeHidden();

  await asPhone(page, async () => {
    await expect(forWhom).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open the search' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeVisible();
    await expectAccessible(page, 'header: search bar');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('searchbox', { name: 'Search the catalogue' })).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('group', { name: 'Who it is for' })).toBeVisible();
    await expectAccessible(page, 'header: top menu');
  });
});

test('the login modal: log in and sign up, with errors', async ({ page, problems }) => {
  await page.goto('/?login=signin');
  const signIn = page.getByRole('dialog', { name: 'Log in to Fairhub' });
  await expect(signIn).toBeVisible();
  await expectAccessible(page, 'login modal: sign in');
  // Validation errors shown next to the fields.
  await signIn.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(signIn.getByText('Enter your password.')).toBeVisible();
  await expectAccessible(page, 'login modal: sign in with errors');
  // A wrong password (400 invalid_grant, deliberate).
  problems.expectHttpError(/\/api\/client\/oauth\/token$/, 400);
  await signIn.getByLabel('Email').fill('nobody@e2e.fairhub.test');
  await signIn.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await signIn.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(signIn.getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
  await expectAccessible(page, 'login modal: sign in failed');

  await signIn.getByRole('button', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your Fairhub account' });
  await expect(signUp).toBeVisible();
  await expectAccessible(page, 'login modal: sign up');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByText('Accept the terms to continue.')).toBeVisible();
  await expectAccessible(page, 'login modal: sign up with errors');
  await signUp.getByLabel('Email').fill(uniqueEmail('a11y-signup'));
  await signUp.getByLabel('First name').fill('Ola');
  await signUp.getByLabel('Last name').fill('Lis');
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill('Amber-stand-42-Gdansk');
  await signUp.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
  await expectAccessible(page, 'login modal: after sign-up');
});

test('the login modal: forgotten password', async ({ page }) => {
  await page.goto('/?login=signin');
  await page.getByRole('dialog', { name: 'Log in to Fairhub' }).getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(forgot).toBeVisible();
  await expectAccessible(page, 'login modal: forgot password');
  await forgot.getByLabel('Email').fill('nobody@e2e.fairhub.test');
  await forgot.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toBeVisible();
  await expectAccessible(page, 'login modal: after the reset request');
});

test('/modals: every view of the login modal', async ({ page }) => {
  await page.goto('/modals');
  await expect(page.getByRole('heading', { name: 'Modals and menus', level: 1 })).toBeVisible();
  for (const view of ['Log in', 'Sign up', 'Forgot password', 'Unconfirmed account', 'After sign-up', 'After reset request']) {
    await page.getByRole('main').getByRole('button', { name: view, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `/modals: login modal "${view}"`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('/modals: the off-canvas menus', async ({ page }) => {
  await page.goto('/modals');
  await expect(page.getByRole('heading', { name: 'Modals and menus', level: 1 })).toBeVisible();
  for (const menu of ['Top menu', 'Side panel', 'Bottom menu']) {
    await page.getByRole('main').getByRole('button', { name: menu, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `/modals: ${menu}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('/modals: the confirm dialog and every kind of toast', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'Open the confirm dialog' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this draft?' })).toBeVisible();
  await expectAccessible(page, '/modals: confirm dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You cancelled.' })).toBeVisible();

  for (const type of ['Success', 'Error', 'Warning', 'Info', 'Default']) {
    await page.getByRole('main').getByRole('button', { name: type, exact: true }).click();
  }
  await expect(page.getByText('The meeting could not be booked: the slot was just taken.')).toBeVisible();
  await expectAccessible(page, '/modals: toasts');
});

test('/confirm/{token}: confirmed, and a link that does not work', async ({ page, request, problems }) => {
  const email = uniqueEmail('a11y-confirm');
  const registered = await request.post('/api/client/register', {
    data: { email, firstName: 'Ida', lastName: 'Nowak', password: 'Amber-stand-42-Gdansk', acceptTerms: true },
  });
  expect(registered.status()).toBe(202);
  const link = await linkFromOutbox(request, email, '/confirm/');
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Confirm and sign in' })).toBeVisible();
  await expectAccessible(page, '/confirm/{token} set the password', REFLOW);
  // Errors on their fields.
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await expectAccessible(page, '/confirm/{token} with errors', REFLOW);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Amber-stand-42-Gdansk');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('Amber-stand-42-Gdansk');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/panel\/onboarding$/);

  problems.expectHttpError(new RegExp(`/api/client/confirm/${link.slice(link.lastIndexOf('/') + 1)}$`), 400);
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'We could not confirm your account' })).toBeVisible();
  await expectAccessible(page, '/confirm/{token} used link', REFLOW);
});

test('/reset/{token}: the form, its errors and the done state', async ({ page, request, accounts }) => {
  const user = await accounts.create({ label: 'a11y-reset' });
  expect((await request.post('/api/client/password/forgot', { data: { email: user.email } })).status()).toBe(202);
  const link = await linkFromOutbox(request, user.email, '/reset/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await expectAccessible(page, '/reset/{token}', REFLOW);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await expectAccessible(page, '/reset/{token} with errors', REFLOW);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Baltic-booth-77-Sopot');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('Baltic-booth-77-Sopot');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();
  await expectAccessible(page, '/reset/{token} done', REFLOW);
});

test('/register/{token}: the invitation form and a link that does not work', async ({ page, problems, accounts }) => {
  const email = uniqueEmail('a11y-invitee');
  const link = await accounts.operatorInvitation(email, 'Nordic Metalworks');
  await page.goto(link);
  await expect(page.getByText(`Fairhub invited ${email} to join Nordic Metalworks as member.`)).toBeVisible();
  await expectAccessible(page, '/register/{token}', REFLOW);
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByText('Accept the terms to continue.')).toBeVisible();
  await expectAccessible(page, '/register/{token} with errors', REFLOW);

  problems.expectHttpError(/\/api\/client\/invitations\//, 404);
  await page.goto('/register/no-such-invitation-token-0000000000000000000');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, '/register/{token} unknown link', REFLOW);
});

test('the panel: dashboard, users, notifications, its not-found page and menus', async ({ page, accounts }) => {
  await accounts.signIn(page, await accounts.demo(DEMO.exhibitor));
  for (const path of ['/panel', '/panel/users', '/panel/notifications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'At a glance' }).getByText('Unread notifications')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Latest notifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your company in numbers' })).toBeVisible();
    await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
    await expectAccessible(page, path);
  }
  const markAll = page.getByRole('button', { name: 'Mark all as read' });
  if (await markAll.isEnabled()) {
    await markAll.click();
    await expect(page.getByRole('dialog', { name: 'Mark all notifications as read?' })).toBeVisible();
    await expectAccessible(page, '/panel: mark-all dialog');
    await page.keyboard.press('Escape');
  }

  // Small screens: the side panel and the account menu.
  await asPhone(page, async () => {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'User panel' })).toBeVisible();
    await expectAccessible(page, '/panel: side panel');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'User panel' })).toBeHidden();
    await page.getByRole('button', { name: 'Your account' }).click();
    await expect(page.getByRole('dialog', { name: 'Your account' })).toBeVisible();
    await expectAccessible(page, '/panel: account menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Your account' })).toBeHidden();
  });

  await page.goto('/panel/no-such-area');
  await expect(page.getByRole('heading', { name: 'We could not find this page', level: 1 })).toBeVisible();
  await expectAccessible(page, '/panel/no-such-area');
});

test('/panel/onboarding: the company form, its errors and the country list', async ({ page, accounts }) => {
  await accounts.signIn(page, await accounts.demo(DEMO.visitor));
  await page.goto('/panel');
  await expect(page).toHaveURL(/\/panel\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Create your company' })).toBeVisible();
  await expectAccessible(page, '/panel/onboarding');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Choose a country.')).toBeVisible();
  await expectAccessible(page, '/panel/onboarding with errors');
  await page.getByRole('combobox', { name: 'Country' }).fill('Po');
  await expect(page.getByRole('option', { name: 'Poland', exact: true })).toBeVisible();
  await settled(page);
  await expectAccessible(page, '/panel/onboarding country list open');
  await expectNoSidewaysScroll(page, '/panel/onboarding country list open');
});
