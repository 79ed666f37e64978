import { test, expect } from './support/fixtures.ts';
import { NEW_PASSWORD, PASSWORD, accessToken, linkFromOutbox, revokeToken, tokenStatus, uniqueEmail } from './support/api.ts';
import { clickLogOut, logIn, loginDialog, stored, storedUser, submitLogin } from './support/ui.ts';

test('sign up, confirm from the outbox, log in, create a company in onboarding and see the dashboard counters', async ({ page, request, problems }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');

  // Login modal → its sign-up view.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: 'Create an account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your Fairhub account' });
  await expect(signUp).toBeVisible();
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('First name').fill('Zofia');
  await signUp.getByLabel('Last name').fill('Wiśniewska');
  await signUp.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await signUp.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  const inbox = page.getByRole('dialog', { name: 'Check your inbox' });
  await expect(inbox).toContainText(email);
  await inbox.getByRole('button', { name: 'Close' }).click();

  // Not confirmed yet: the right password gives the "confirm your e-mail" view (a 400 invalid_grant).
  problems.expectHttpError(/\/api\/client\/oauth\/token$/, 400);
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Confirm your e-mail address' }).getByRole('button', { name: 'Close' }).click();

  // The confirmation link from the outbox.
  const confirmLink = await linkFromOutbox(request, email, '/confirm/');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: 'Account confirmation', level: 1 })).toBeVisible();
  // The holder of the mailbox sets the password (here the one chosen at sign-up) and is signed in.
  await expect(page.getByRole('main')).toContainText(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  // No company yet: the panel sends the user to onboarding.
  await expect(page).toHaveURL(/\/panel\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Onboarding', level: 1 })).toBeVisible();

  const companyName = `Wiśniewska Fair Stands ${Date.now()}`;
  await page.getByLabel('Company name').fill(companyName);
  await page.getByRole('combobox', { name: 'Country' }).fill('Pola');
  await page.getByRole('option', { name: 'Poland', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Poland');
  await page.getByLabel('City').fill('Poznań');
  await page.getByRole('button', { name: 'Create company' }).click();

  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome, Zofia. Here is what is happening at ${companyName}.`)).toBeVisible();
  const counters = page.getByRole('region', { name: 'At a glance' });
  for (const label of ['Unread messages', 'Meeting requests', 'Meetings today', 'New matches', 'Unread notifications', 'Contacts']) {
    await expect(counters.getByText(label, { exact: true })).toBeVisible();
  }
  // The company-created notification is unread, and its counter links to the notifications.
  const notificationsCounter = counters.getByRole('link', { name: /^[1-9]\d* Unread notifications$/ });
  await expect(notificationsCounter).toBeVisible();
  const counts = await stored<{ loaded: boolean; values: Record<string, number> }>(page, 'counts');
  expect(counts?.loaded).toBe(true);
  expect(counts?.values.notifications).toBeGreaterThan(0);
  await notificationsCounter.click();
  await expect(page).toHaveURL(/\/panel\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Latest notifications' })).toBeVisible();
  await expect(page.getByText(`Your company ${companyName} is ready.`, { exact: false })).toBeVisible();
});

test('a deep link to /panel while logged out opens the login modal with returnUrl and lands back on /panel', async ({ page, accounts }) => {
  const user = await accounts.create({ label: 'deeplink', company: true });
  await page.goto('/panel');
  await expect(page).toHaveURL('/?returnUrl=%2Fpanel');
  await expect(loginDialog(page)).toBeVisible();
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(loginDialog(page)).toBeHidden();
});

test('a deep link to a panel page keeps its path in returnUrl', async ({ page, accounts }) => {
  const user = await accounts.create({ label: 'deeplink2', company: true });
  await page.goto('/panel/notifications');
  await expect(page).toHaveURL('/?returnUrl=%2Fpanel%2Fnotifications');
  await submitLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/panel\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Latest notifications' })).toBeVisible();
});

test('log out goes home and removes the stored user', async ({ page, request, accounts }) => {
  const user = await accounts.create({ label: 'logout', company: true });
  await logIn(page, user.email, user.password);
  const token = (await storedUser(page))?.token?.accessToken;
  expect(token).toBeTruthy();
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const logoutRequest = page.waitForRequest((req) => req.url().endsWith('/api/client/logout') && req.method() === 'POST');
  await clickLogOut(page);
  expect((await logoutRequest).headers().authorization).toBe(`Bearer ${token}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await stored(page, 'user')).toBeNull();
  // The server revoked the token.
  const profile = await request.get('/api/client/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(401);
  // And the panel is closed again.
  await page.goto('/panel');
  await expect(page).toHaveURL('/?returnUrl=%2Fpanel');
});

for (const failure of ['aborted', 'HTTP 500'] as const) {
  test(`log out with the API down (${failure}) still clears the session and goes home`, async ({ page, problems, accounts }) => {
    const user = await accounts.create({ label: 'logout-down', company: true });
    await logIn(page, user.email, user.password);
    await page.goto('/panel');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    problems.expectHttpError(/\/api\/client\/logout$/);
    await page.route('**/api/client/logout', (route) =>
      failure === 'aborted'
        ? route.abort('failed')
        : route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 }),
          }),
    );
    const attempt = page.waitForRequest('**/api/client/logout');
    await clickLogOut(page);
    await attempt;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await stored(page, 'user')).toBeNull();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await stored(page, 'user')).toBeNull();
  });
}

test('password reset: forgot-password view, link from the outbox, new password works and the old one fails', async ({ page, request, problems, accounts }) => {
  // Deliberate failures: the old password (400 invalid_grant) and the used link (400 token_invalid).
  problems.expectHttpError(/\/api\/client\/oauth\/token$/, 400);
  problems.expectHttpError(/\/api\/client\/password\/reset$/, 400);
  const user = await accounts.create({ label: 'reset' });
  // A session from before the reset, to see that the reset revokes it.
  const oldToken = await accessToken(request, user.email, user.password);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await loginDialog(page).getByLabel('Email').fill(user.email);
  await loginDialog(page).getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(forgot.getByLabel('Email')).toHaveValue(user.email);
  await forgot.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your inbox' })).toContainText(user.email);

  const resetLink = await linkFromOutbox(request, user.email, '/reset/');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  const revoked = await request.get('/api/client/profile', { headers: { Authorization: `Bearer ${oldToken}` } });
  expect(revoked.status()).toBe(401);

  // The old password fails in the login modal…
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, user.email, user.password);
  await expect(loginDialog(page).getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
  expect(await tokenStatus(request, user.email, user.password)).toBe(400);
  // …the new one works.
  await loginDialog(page).getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await loginDialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page)).toBeHidden();
  expect((await storedUser(page))?.userData?.email).toBe(user.email);

  // The link was single-use.
  await page.goto(resetLink);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-fresh-pass-99');
  await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('Another-fresh-pass-99');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('not valid any more');
});

test('reload keeps the session, with user, counts and navigation under separate keys', async ({ page, accounts }) => {
  const user = await accounts.create({ label: 'reload', company: true });
  await logIn(page, user.email, user.password);
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect.poll(async () => (await stored<{ loaded: boolean }>(page, 'counts'))?.loaded).toBe(true);

  await page.reload();
  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Here is what is happening at ${user.company!.name}.`, { exact: false })).toBeVisible();

  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys).toEqual(expect.arrayContaining(['user', 'counts', 'navigation']));
  const storedSession = await storedUser(page);
  expect(storedSession?.token?.accessToken).toBeTruthy();
  expect(Date.parse(storedSession?.token?.expires_at ?? '')).toBeGreaterThan(Date.now());
  expect(storedSession?.userData?.uid).toBeTruthy();
  expect(storedSession?.userData?.company?.uid).toBeTruthy();
  expect(storedSession).not.toHaveProperty('counts');
  expect(storedSession).not.toHaveProperty('navigation');
  const counts = await stored<Record<string, unknown>>(page, 'counts');
  expect(counts).toMatchObject({ loaded: true, values: expect.objectContaining({ notifications: expect.any(Number) }) });
  expect(counts).not.toHaveProperty('token');
  expect(await stored(page, 'navigation')).toEqual({ bottom: false, top: false, panel: false });

  // A new tab of the same browser is logged in too.
  const other = await page.context().newPage();
  await other.goto('/panel');
  await expect(other.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await other.close();
});

test('a stored token whose expires_at has passed counts as logged out after a reload', async ({ page, accounts }) => {
  const user = await accounts.create({ label: 'expired', company: true });
  await logIn(page, user.email, user.password);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('user') ?? '{}') as { token: { expires_at: string } };
    session.token.expires_at = new Date(Date.now() - 60_000).toISOString();
    localStorage.setItem('user', JSON.stringify(session));
  });
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect.poll(() => stored(page, 'user')).toBeNull();

  await page.goto('/panel');
  await expect(page).toHaveURL('/?returnUrl=%2Fpanel');
  await expect(loginDialog(page)).toBeVisible();
});

test('a token that expires while the page is open logs the user out and goes home', async ({ page, problems, accounts }) => {
  const user = await accounts.create({ label: 'expiring', company: true });
  await page.clock.install();
  await logIn(page, user.email, user.password);
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const expiresAt = Date.parse((await storedUser(page))?.token?.expires_at ?? '');
  const logouts: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/client/logout')) logouts.push(req.headers().authorization ?? 'no token');
  });
  // Jumping hours ahead fires the counters refresh together with the expiry: that request may be
  // answered 401 once the logout has revoked the token. It must not start a second logout.
  problems.expectHttpError(/\/api\/client\/profile\/count$/, 401);
  const logoutRequest = page.waitForRequest((req) => req.url().endsWith('/api/client/logout'));
  // Jump past expires_at, as if the laptop lid had been closed for the token's whole lifetime.
  await page.clock.fastForward(expiresAt - (await page.evaluate(() => Date.now())) + 1_000);
  await logoutRequest;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await stored(page, 'user')).toBeNull();
  await page.waitForLoadState('networkidle');
  expect(logouts).toHaveLength(1);
  expect(logouts[0]).toMatch(/^Bearer /);
});

test('a token revoked on the server (401 from the API) logs the user out', async ({ page, request, problems, accounts }) => {
  const user = await accounts.create({ label: 'revoked', company: true });
  await logIn(page, user.email, user.password);
  await page.goto('/panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const token = (await storedUser(page))?.token?.accessToken;
  await revokeToken(request, token!);

  // Every authenticated call now answers 401; the browser logs those as failed resources.
  problems.expectHttpError(/\/api\/client\//, 401);
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => stored(page, 'user')).toBeNull();
});

test('registration by invitation shows who invited whom, sets name and password and lands in the company panel', async ({ page, problems, accounts }) => {
  const owner = await accounts.create({ label: 'inviter', company: true });
  const email = uniqueEmail('invitee');
  const link = await accounts.operatorInvitation(email, owner.company!.name);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invitation to Fairhub', level: 1 })).toBeVisible();
  await expect(page.getByText(`Fairhub invited ${email} to join ${owner.company!.name} as member.`)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('First name').fill('Jan');
  await page.getByLabel('Last name').fill('Nowak');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account and join' }).click();

  await expect(page).toHaveURL(/\/panel$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(`Welcome, Jan. Here is what is happening at ${owner.company!.name}.`)).toBeVisible();
  const session = await storedUser(page);
  expect(session?.userData?.company?.name).toBe(owner.company!.name);

  // The link is used up (GET invitations/{token} answers 404).
  problems.expectHttpError(/\/api\/client\/invitations\//, 404);
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('We could not find');
});
