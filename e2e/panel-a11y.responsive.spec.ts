/**
 * Every company panel page, at desktop width and in place at 360 px (support/a11y.ts, asPhone): no axe-core violations (WCAG 2.1 A/AA and best practice), no sideways scrolling, and —
 * through the `problems` fixture — no console errors, uncaught exceptions or CSP violations.
 * Each page is checked once its data is on screen, not while skeletons show.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import type { Accounts } from './support/accounts.ts';
import { expectAccessible, expectNoSidewaysScroll, REFLOW, settled } from './support/a11y.ts';
import { apiAs, createOfferApi, createProductApi, expectImageLoaded, makePng, pageHeading, peopleList, publicCompany, uploadImage } from './support/panel.ts';

// Set-up through the API, a login and several pages with axe each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A company with something in every chart: a published product with an image, an active offer, a page view. */
async function companyWithData(accounts: Accounts) {
  const { request } = accounts;
  const owner = await accounts.create({ label: 'a11y-data', company: true });
  const image = await uploadImage(request, owner.token, 'product', makePng(400, 300));
  const product = await createProductApi(request, owner.token, {
    name: 'Amber polishing machine',
    description: 'Polishes raw amber in three stages.\n\nMade in Gdańsk.',
    images: [image],
    price: '12500.00',
    currency: 'PLN',
    status: 'published',
  });
  await createProductApi(request, owner.token, { name: 'Amber drill (prototype)', status: 'draft' });
  const countries = (await (await request.get('/api/client/countries')).json()) as { id: number; code: string }[];
  const targets = countries.filter((country) => ['PL', 'DE', 'LT'].includes(country.code)).map((country) => country.id);
  const validUntil = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const offer = await apiAs<{ uid: string }>(request, owner.token, 'POST', 'offers', {
    kind: 'partnership',
    title: 'Distribution partner for the Baltic states',
    description: 'We look for a distributor of amber machines.',
    targetCountryIds: targets,
    validUntil,
    status: 'active',
  });
  await createOfferApi(request, owner.token, { kind: 'request', title: 'Steel supplier wanted', status: 'draft' });
  const company = await apiAs<{ uid: string }>(request, owner.token, 'GET', 'companies/mine');
  // An anonymous visit of the public page counts a view for the chart.
  await publicCompany(request, company.uid);
  return { owner, product, offer };
}

async function openPanelPage(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  await expect(pageHeading(page, heading)).toBeVisible();
}

test('onboarding (a user without a company)', async ({ page, accounts }) => {
  const user = await accounts.create({ label: 'a11y-onboarding' });
  await accounts.signIn(page, user);
  await openPanelPage(page, '/panel/onboarding', 'Onboarding');
  await expect(page.getByText(`No company has invited ${user.email} yet.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create company' })).toBeVisible();
  await expectAccessible(page, '/panel/onboarding', REFLOW);
  // The form's own messages.
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(/.+/);
  await expectAccessible(page, '/panel/onboarding with errors', REFLOW);
});

test('dashboard and notifications of a new company (empty charts)', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'a11y-dashboard', company: true });
  await accounts.signIn(page, owner);
  await openPanelPage(page, '/panel', 'Dashboard');
  await expect(page.getByText('No views in the last 30 days')).toBeVisible();
  await expect(page.getByText('No products yet')).toBeVisible();
  await expect(page.getByText('No offers yet')).toBeVisible();
  await expectAccessible(page, '/panel (empty charts)', REFLOW);

  await page.goto('/panel/notifications');
  await expect(page.getByRole('heading', { name: 'Latest notifications' })).toBeVisible();
  await expect(page.getByText(`Your company ${owner.company!.name} is ready.`, { exact: false })).toBeVisible();
  await expectAccessible(page, '/panel/notifications', REFLOW);
});

test('dashboard with charts, products and offers with items, and their edit forms', async ({ page, accounts }) => {
  const { owner, product, offer } = await companyWithData(accounts);
  await accounts.signIn(page, owner);

  await openPanelPage(page, '/panel', 'Dashboard');
  await expect(page.getByTestId('page-views-chart')).toBeVisible();
  await expect(page.getByTestId('products-chart')).toBeVisible();
  await expect(page.getByTestId('offers-chart')).toBeVisible();
  await expectAccessible(page, '/panel (with charts)');

  await openPanelPage(page, '/panel/products', 'Products');
  await expect(page.getByText('2 products', { exact: true })).toBeVisible();
  await expectImageLoaded(page.getByTestId('product-row').filter({ hasText: 'Amber polishing machine' }).locator('img'));
  await expectAccessible(page, '/panel/products (with items)', REFLOW);
  // The row's action menu.
  await page.getByRole('button', { name: 'Actions for Amber polishing machine' }).click();
  await expect(page.getByRole('menuitem', { name: 'Move back to draft' })).toBeVisible();
  await expectAccessible(page, '/panel/products: row actions open', REFLOW);
  await page.keyboard.press('Escape');

  await openPanelPage(page, `/panel/products/${product.uid}`, 'Amber polishing machine');
  await expectImageLoaded(page.getByRole('img', { name: 'Image 1' }));
  await expectAccessible(page, '/panel/products/{uid}', REFLOW);

  await openPanelPage(page, '/panel/offers', 'Offers');
  await expect(page.getByText('2 offers', { exact: true })).toBeVisible();
  await expect(page.getByTestId('offer-row').filter({ hasText: 'Distribution partner for the Baltic states' })).toContainText('Active');
  await expectAccessible(page, '/panel/offers (with items)', REFLOW);

  await openPanelPage(page, `/panel/offers/${offer.uid}`, 'Distribution partner for the Baltic states');
  await expect(page.getByRole('region', { name: 'Status', exact: true })).toContainText('Active');
  await expectAccessible(page, '/panel/offers/{uid}', REFLOW);
});

test('products and offers of a new company: empty lists and the new forms', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'a11y-empty', company: true });
  await accounts.signIn(page, owner);

  await openPanelPage(page, '/panel/products', 'Products');
  await expect(page.getByText('You have no products yet')).toBeVisible();
  await expectAccessible(page, '/panel/products (empty)', REFLOW);

  await openPanelPage(page, '/panel/products/new', 'New product');
  await expect(page.getByRole('button', { name: 'Create product' })).toBeVisible();
  await expectAccessible(page, '/panel/products/new', REFLOW);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('12.5');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(/.+/);
  await expectAccessible(page, '/panel/products/new with errors', REFLOW);

  await openPanelPage(page, '/panel/offers', 'Offers');
  await expect(page.getByText('You have no offers yet')).toBeVisible();
  await expectAccessible(page, '/panel/offers (empty)', REFLOW);

  await openPanelPage(page, '/panel/offers/new', 'New offer');
  await expect(page.getByRole('button', { name: 'Save as draft' })).toBeVisible();
  await expectAccessible(page, '/panel/offers/new', REFLOW);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription(/.+/);
  await expectAccessible(page, '/panel/offers/new with errors', REFLOW);
});

test('company page: the owner view with the team and the invite dialog', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'a11y-company', company: true });
  await accounts.colleague(owner, { role: 'admin', firstName: 'Ewa', lastName: 'Lewandowska' });
  await apiAs(accounts.request, owner.token, 'POST', 'companies/mine/invitations', { email: `pending-${Date.now()}@e2e.fairhub.test`, role: 'member' });
  await accounts.signIn(page, owner);

  await openPanelPage(page, '/panel/company', 'Company');
  await expect(page.getByRole('form', { name: 'Company profile' })).toBeVisible();
  await expect(peopleList(page)).toContainText('Ewa Lewandowska');
  await expect(page.getByRole('list', { name: 'Invitations' })).toContainText('pending-');
  await expectAccessible(page, '/panel/company (owner)', REFLOW);

  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite a colleague' })).toBeVisible();
  await expectAccessible(page, '/panel/company: invite dialog', REFLOW);
});

test('company page: the member view', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'a11y-member-owner', company: true });
  const member = await accounts.colleague(owner, { role: 'member', firstName: 'Tomasz', lastName: 'Wójcik' });
  await accounts.signIn(page, member);

  await openPanelPage(page, '/panel/company', 'Company');
  await expect(page.getByRole('heading', { name: owner.company!.name, level: 3 })).toBeVisible();
  await expect(peopleList(page)).toContainText(owner.email);
  await expect(page.getByRole('button', { name: 'Leave company' })).toBeVisible();
  await expectAccessible(page, '/panel/company (member)', REFLOW);
});

test('settings, with the delete-account dialog', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'a11y-settings', company: true });
  await accounts.signIn(page, owner);

  await openPanelPage(page, '/panel/settings', 'Settings');
  await expect(page.getByRole('region', { name: 'Profile', exact: true }).getByRole('textbox', { name: 'First name' })).toHaveValue(owner.firstName);
  await expect(page.getByRole('region', { name: 'Sessions', exact: true }).getByText('This device')).toBeVisible();
  await expectAccessible(page, '/panel/settings');

  await page.getByRole('region', { name: 'Delete account', exact: true }).getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await expectAccessible(page, '/panel/settings: delete-account dialog');
});

test('every panel page still fits the width in Polish', async ({ page, accounts }) => {
  const { owner, product, offer } = await companyWithData(accounts);
  await accounts.signIn(page, owner);
  // The language chosen in the settings (saved to the profile, then applied to the app).
  await openPanelPage(page, '/panel/settings', 'Settings');
  // The radio group follows the saved value: it turns to Polski once the save has started (a
  // moment after the click, not within it, which is what check() would demand). The section's own
  // name turns Polish with the page, the radio's does not.
  const polish = page.getByRole('main').getByRole('radio', { name: 'Polski' });
  await expect(page.getByRole('region', { name: 'Language', exact: true }).getByRole('radio', { name: 'Polski' })).toBeVisible();
  await polish.click();
  await expect(polish).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(pageHeading(page, 'Ustawienia')).toBeVisible();

  const pages: { path: string; heading: string; shows?: string | RegExp; testId?: string }[] = [
    { path: '/panel', heading: 'Pulpit', testId: 'page-views-chart' },
    { path: '/panel/notifications', heading: 'Pulpit', shows: owner.company!.name },
    { path: '/panel/company', heading: 'Firma', shows: owner.email },
    { path: '/panel/products', heading: 'Produkty', testId: 'product-row' },
    { path: `/panel/products/${product.uid}`, heading: 'Amber polishing machine' },
    { path: '/panel/products/new', heading: 'Nowy produkt' },
    { path: '/panel/offers', heading: 'Oferty', testId: 'offer-row' },
    { path: `/panel/offers/${offer.uid}`, heading: 'Distribution partner for the Baltic states' },
    { path: '/panel/offers/new', heading: 'Nowa oferta' },
    { path: '/panel/settings', heading: 'Ustawienia', shows: owner.email },
  ];
  for (const { path, heading, shows, testId } of pages) {
    await page.goto(path);
    await expect(pageHeading(page, heading)).toBeVisible();
    if (shows) await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
    if (testId) await expect(page.getByTestId(testId).first()).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await settled(page);
    await expectNoSidewaysScroll(page, `${path} in Polish`);
  }
});
