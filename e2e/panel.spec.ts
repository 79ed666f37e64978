/**
 * The company panel's journeys: inviting a colleague who registers from the e-mailed link,
 * a product with an image on the public page, offers through their statuses, a password change that
 * ends the other session, deleting an account, and the forms' guards and field errors.
 */
import { test, expect } from './support/fixtures.ts';
import { NEW_PASSWORD, PASSWORD, linkFromOutbox, tokenStatus, uniqueEmail } from './support/api.ts';
import { expectImageLoaded, invitationsList, makePng, pageHeading, peopleList } from './support/panel.ts';
import { loginDialog, stored, storedUser, submitLogin } from './support/ui.ts';

// Each journey makes its users and walks several pages (some with two browsers): on a busy machine
// that takes longer than the config's default minute.
test.describe.configure({ timeout: 120_000 });

test('an admin invites a colleague, who registers from the e-mailed link and joins the company', async ({ page, request, browser, baseURL, accounts }) => {
  const owner = await accounts.create({ label: 'inviter', company: true });
  await accounts.signIn(page, owner);
  await page.goto('/panel/company');
  await expect(pageHeading(page, 'Company')).toBeVisible();
  await expect(peopleList(page)).toContainText(owner.email);
  await expect(page.getByText('No open invitations.', { exact: false })).toBeVisible();

  // Invite by e-mail: the list shows the invitation at once.
  const email = uniqueEmail('colleague');
  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const modal = page.getByRole('dialog', { name: 'Invite a colleague' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('E-mail address').fill(email);
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(modal).toBeHidden();
  await expect(invitationsList(page)).toContainText(email);
  await expect(page.getByText(`The invitation is on its way to ${email}.`)).toBeVisible();

  // The colleague, in a browser of their own, opens the link from the outbox.
  const link = await linkFromOutbox(request, email, '/register/');
  const colleagueContext = await browser.newContext({ baseURL });
  const colleague = await colleagueContext.newPage();
  const colleagueErrors: string[] = [];
  colleague.on('pageerror', (error) => colleagueErrors.push(error.message));
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { name: 'Invitation to Fairhub', level: 1 })).toBeVisible();
  await expect(colleague.getByText(`${owner.firstName} ${owner.lastName} invited ${email} to join ${owner.company!.name} as member.`)).toBeVisible();
  await expect(colleague.getByLabel('Email')).toHaveValue(email);
  await colleague.getByLabel('First name').fill('Jan');
  await colleague.getByLabel('Last name').fill('Nowak');
  await colleague.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await colleague.getByRole('checkbox', { name: /I accept the terms of service/ }).check();
  await colleague.getByRole('button', { name: 'Create account and join' }).click();

  // Lands in the panel of the company, and sees it on /panel/company as a member.
  await expect(colleague).toHaveURL(/\/panel$/);
  await expect(colleague.getByText(`Welcome, Jan. Here is what is happening at ${owner.company!.name}.`)).toBeVisible();
  await colleague.getByRole('navigation', { name: 'User panel' }).getByRole('link', { name: 'Company', exact: true }).click();
  await expect(colleague).toHaveURL(/\/panel\/company$/);
  await expect(colleague.getByRole('heading', { name: owner.company!.name, level: 3 })).toBeVisible();
  await expect(colleague.getByText('Owners and admins can change it.', { exact: false })).toBeVisible();
  await expect(peopleList(colleague).getByRole('listitem').filter({ hasText: 'Jan Nowak' })).toContainText('You');
  await expect(peopleList(colleague)).toContainText(owner.email);
  // A member is offered no admin action (the server would answer 403, which ends the session).
  await expect(colleague.getByRole('button', { name: 'Invite a colleague' })).toHaveCount(0);
  await expect(colleague.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  expect(colleagueErrors).toEqual([]);
  await colleagueContext.close();

  // The admin sees the new member in the team, and the invitation is no longer open.
  await page.reload();
  const newMember = peopleList(page).getByRole('listitem').filter({ hasText: 'Jan Nowak' });
  await expect(newMember).toContainText(email);
  await expect(newMember.getByRole('combobox', { name: 'Role of Jan Nowak' })).toHaveValue('Member');
  await expect(page.getByText('2 people')).toBeVisible();
  await expect(invitationsList(page)).toHaveCount(0);
  await expect(page.getByText('No open invitations.', { exact: false })).toBeVisible();
});

test('a product created with an image and published shows on the public company page with its image', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'products', company: true });
  await accounts.signIn(page, owner);
  await page.goto('/panel/products');
  await expect(pageHeading(page, 'Products')).toBeVisible();
  await expect(page.getByText('You have no products yet')).toBeVisible();

  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(/\/panel\/products\/new$/);
  await expect(pageHeading(page, 'New product')).toBeVisible();
  const name = `Amber press ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A hydraulic press for amber jewellery.\n\nMade in Gdańsk.');

  // A real image, made in the test, through the file button.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add images' }).click();
  await (await chooser).setFiles({ name: 'press.png', mimeType: 'image/png', buffer: makePng(320, 200) });
  await expectImageLoaded(page.getByRole('img', { name: 'Image 1' }));
  await expect(page.getByText('1 of 8 images')).toBeVisible();

  await page.getByRole('radio', { name: /^Published/ }).click();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText(`“${name}” was created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/products\/(?!new$)[^/]+$/);
  await expect(pageHeading(page, name)).toBeVisible();
  const publicLink = page.getByRole('link', { name: 'See your public company page' });
  await expect(publicLink).toBeVisible();
  const companyUid = (await storedUser(page))?.userData?.company?.uid;
  expect(companyUid).toBeTruthy();
  await expect(publicLink).toHaveAttribute('href', `/organizers/${companyUid}`);

  // The list shows it published, with its thumbnail.
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(page).toHaveURL(/\/panel\/products$/);
  const row = page.getByTestId('product-row').filter({ hasText: name });
  await expect(row).toContainText('Published');
  await expectImageLoaded(row.locator('img'));
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();

  // The public company page, as anyone sees it.
  await page.goto(`/organizers/${companyUid}`);
  await expect(page.getByRole('heading', { name: owner.company!.name, level: 1 })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products', exact: true });
  await expect(products.getByRole('heading', { name, level: 3 })).toBeVisible();
  await expect(products).toContainText('Made in Gdańsk.');
  const image = products.getByRole('img', { name });
  await expect(image).toHaveAttribute('src', /^\/media\/[A-Za-z0-9_-]+\.webp$/);
  await expectImageLoaded(image);
});

test('offers: one published, one published and then closed; the list shows their statuses and only the active one is public', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'offers', company: true });
  await accounts.signIn(page, owner);
  const stamp = Date.now();
  const running = `Amber polishing capacity ${stamp}`;
  const finished = `Looking for a distributor ${stamp}`;

  // The first: saved as a draft, then published from its form.
  await page.goto('/panel/offers');
  await expect(pageHeading(page, 'Offers')).toBeVisible();
  await expect(page.getByText('You have no offers yet')).toBeVisible();
  await page.getByRole('link', { name: 'New offer' }).click();
  await expect(pageHeading(page, 'New offer')).toBeVisible();
  await page.getByRole('radio', { name: /^Offer/ }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(running);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Two shifts a week free for polishing.');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(`“${running}” is saved as a draft.`)).toBeVisible();
  await expect(pageHeading(page, running)).toBeVisible();
  const statusBox = page.getByRole('region', { name: 'Status', exact: true });
  await expect(statusBox).toContainText('Draft');
  await statusBox.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`“${running}” is active and is being matched with other companies.`)).toBeVisible();
  await expect(statusBox).toContainText('Active');

  // The second: published at once, then closed from the list.
  await page.getByRole('link', { name: 'Back to offers' }).click();
  await page.getByRole('link', { name: 'New offer' }).click();
  await expect(pageHeading(page, 'New offer')).toBeVisible();
  await page.getByRole('radio', { name: /^Partnership/ }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(finished);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`“${finished}” is active and is being matched with other companies.`)).toBeVisible();
  await expect(pageHeading(page, finished)).toBeVisible();

  await page.getByRole('link', { name: 'Back to offers' }).click();
  await expect(page).toHaveURL(/\/panel\/offers$/);
  const runningRow = page.getByTestId('offer-row').filter({ hasText: running });
  const finishedRow = page.getByTestId('offer-row').filter({ hasText: finished });
  await expect(runningRow).toContainText('Active');
  await expect(finishedRow).toContainText('Active');
  await finishedRow.getByRole('button', { name: `Actions for ${finished}` }).click();
  await page.getByRole('menuitem', { name: 'Close' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this offer?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Close the offer' }).click();
  await expect(page.getByText(`“${finished}” is closed.`)).toBeVisible();
  await expect(finishedRow).toContainText('Closed');
  await expect(runningRow).toContainText('Active');

  // After a reload the statuses are the server's.
  await page.reload();
  await expect(page.getByText('2 offers', { exact: true })).toBeVisible();
  await expect(finishedRow).toContainText('Closed');
  await expect(runningRow).toContainText('Active');
  // Closed is final: the closed one offers no way back to active.
  await finishedRow.getByRole('button', { name: `Actions for ${finished}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Publish' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The public company page lists only the active offer.
  const companyUid = (await storedUser(page))?.userData?.company?.uid;
  await page.goto(`/organizers/${companyUid}`);
  await expect(page.getByRole('heading', { name: owner.company!.name, level: 1 })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Offers, requests and partnerships' });
  await expect(offers.getByRole('heading', { name: running, level: 3 })).toBeVisible();
  await expect(offers).toContainText('Two shifts a week free for polishing.');
  await expect(page.getByText(finished)).toHaveCount(0);
});

test('changing the password logs out the other session at its next request', async ({ page, request, browser, accounts }) => {
  const owner = await accounts.create({ label: 'password', company: true });
  const other = await accounts.secondBrowser(browser, owner);
  await other.page.goto('/panel');
  await expect(other.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await accounts.signIn(page, owner);
  await page.goto('/panel/settings');
  await expect(pageHeading(page, 'Settings')).toBeVisible();
  const section = page.getByRole('region', { name: 'Password', exact: true });
  await section.getByLabel('Current password').fill(owner.password);
  await section.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await section.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await section.getByRole('button', { name: 'Change password' }).click();
  // The token of this session and the API's set-up token were both other sessions.
  await expect(page.getByText(/^Your password is changed\. \d+ other sessions? (was|were) logged out\.$/)).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveValue('');

  // The other browser's next request answers 401: it is logged out and sent home.
  other.problems.expectHttpError(/\/api\/client\//, 401);
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/(\?returnUrl=%2Fpanel)?$/);
  await expect(other.page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => stored(other.page, 'user')).toBeNull();
  other.expectClean();
  await other.context.close();

  // This session goes on; the old password no longer works, the new one does.
  await page.reload();
  await expect(pageHeading(page, 'Settings')).toBeVisible();
  expect(await tokenStatus(request, owner.email, owner.password)).toBe(400);
  expect(await tokenStatus(request, owner.email, NEW_PASSWORD)).toBe(200);
});

test('deleting the account asks for the password, clears the session and the account cannot log in again', async ({ page, request, problems, accounts }) => {
  const owner = await accounts.create({ label: 'delete', company: true });
  await accounts.signIn(page, owner);
  await page.goto('/panel/settings');
  await expect(pageHeading(page, 'Settings')).toBeVisible();
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();

  // A wrong password: the server's answer lands under the field and nothing is deleted.
  problems.expectHttpError(/\/api\/client\/profile$/, 400);
  await dialog.getByLabel('Your password').fill('not-my-password-at-all');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByText('This is not your current password.')).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toHaveAccessibleDescription(/This is not your current password\./);

  await dialog.getByLabel('Your password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`Your account is deleted, and ${owner.company!.name} with it, as you were its last member. Goodbye!`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await stored(page, 'user')).toBeNull();

  // The panel is closed, and logging in again fails.
  await page.goto('/panel/settings');
  await expect(page).toHaveURL('/?returnUrl=%2Fpanel%2Fsettings');
  problems.expectHttpError(/\/api\/client\/oauth\/token$/, 400);
  await submitLogin(page, owner.email, owner.password);
  await expect(loginDialog(page).getByRole('alert')).toContainText('The e-mail address or password is incorrect.');
  expect(await tokenStatus(request, owner.email, owner.password)).toBe(400);
});

test('forms: leaving with unsaved changes asks first, and field errors land on their fields', async ({ page, request, problems, accounts }) => {
  const owner = await accounts.create({ label: 'forms', company: true });
  await accounts.signIn(page, owner);
  await page.goto('/panel/company');
  await expect(pageHeading(page, 'Company')).toBeVisible();
  const form = page.getByRole('form', { name: 'Company profile' });
  const city = form.getByRole('textbox', { name: 'City' });
  await expect(city).toHaveValue('Gdańsk');

  // Unsaved changes: a panel link asks; "Cancel" stays with the edits.
  await city.fill('Sopot');
  const nav = page.getByRole('navigation', { name: 'User panel' });
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  const unsaved = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Cancel' }).click();
  await expect(unsaved).toBeHidden();
  await expect(page).toHaveURL(/\/panel\/company$/);
  await expect(city).toHaveValue('Sopot');

  // A Polish VAT id with a wrong check digit: the message is under the VAT field, nothing is saved.
  const vat = form.getByRole('textbox', { name: 'VAT id (optional)' });
  await vat.fill('PL1234563219');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('This NIP has a wrong check digit; check it for typos.')).toBeVisible();
  await expect(vat).toHaveAccessibleDescription(/This NIP has a wrong check digit/);
  await expect(page.getByText('The company profile is saved.')).toHaveCount(0);

  // A valid one saves; then the form is clean and leaving asks nothing.
  await vat.fill('PL1234563218');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The company profile is saved.')).toBeVisible();
  await expect(vat).toHaveValue('PL1234563218');
  await expect(vat).not.toHaveAccessibleDescription(/wrong check digit/);
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/products$/);
  await expect(unsaved).toHaveCount(0);
  const saved = await request.get('/api/client/organizers/' + (await storedUser(page))?.userData?.company?.uid);
  expect(await saved.json()).toMatchObject({ city: 'Sopot' });

  // Unsaved changes in a new product: "Leave without saving" goes on.
  await page.getByRole('link', { name: 'New product' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('A half-written product');
  await nav.getByRole('link', { name: 'Offers', exact: true }).click();
  await expect(unsaved).toBeVisible();
  await unsaved.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/panel\/offers$/);
  await expect(pageHeading(page, 'Offers')).toBeVisible();

  // A field error only the server can tell: a wrong current password lands under its field.
  await page.goto('/panel/settings');
  const password = page.getByRole('region', { name: 'Password', exact: true });
  problems.expectHttpError(/\/api\/client\/profile\/password$/, 400);
  await password.getByLabel('Current password').fill('not-my-password-at-all');
  await password.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('This is not your current password.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(/This is not your current password\./);
  await expect(password.getByRole('textbox', { name: 'New password', exact: true })).not.toHaveAccessibleDescription(/not your current password/);
  expect(await tokenStatus(request, owner.email, owner.password)).toBe(200);
});
