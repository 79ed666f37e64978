/**
 * Taking part in an event: a company's owner (a second browser) applies as an exhibitor with two
 * colleagues on the stand; the organizer approves the application and sets stand B12 in the panel;
 * the public event page then shows the company at B12. The event is the demo organizer's (README),
 * made and published through the API. The owner and colleagues are written straight to the database
 * and the sessions handed to the browsers (`accounts`); the login form is tested in auth.spec.ts.
 */
import { test, expect } from './support/fixtures.ts';
import { DEMO } from './support/api.ts';
import { FIRST_PAGE_TIMEOUT } from './support/first-page.ts';
import { pageHeading } from './support/panel.ts';
import { publishedEvent } from './support/participation.ts';

test.describe.configure({ timeout: 150_000 });

test('an exhibitor applies with two members; the organizer approves and sets stand B12; the public page shows it', async ({
  page,
  browser,
  accounts,
  baseURL,
}) => {
  const stamp = `${Date.now()}-${process.pid}`;
  const event = await publishedEvent(accounts, stamp);
  const owner = await accounts.create({ label: 'exhibitor', company: true });
  const companyName = owner.company!.name;
  await accounts.colleague(owner, { firstName: 'Piotr', lastName: 'Zieliński', label: 'staff-a' });
  await accounts.colleague(owner, { firstName: 'Jan', lastName: 'Kowalski', label: 'staff-b' });

  // The exhibitor, in a browser of their own.
  const exhibitor = await accounts.secondBrowser(browser, owner);
  await exhibitor.page.goto(`/events/${event.uid}/${event.slug}`);
  const takePart = exhibitor.page.getByRole('region', { name: 'Take part' });
  await takePart.getByRole('button', { name: 'Take part' }).click();
  const dialog = exhibitor.page.getByRole('dialog', { name: 'Take part in the event' });
  await dialog.getByRole('radio', { name: /Exhibitor, for my company/ }).check();
  await dialog.getByRole('checkbox', { name: /Piotr Zieliński/ }).check();
  await dialog.getByRole('checkbox', { name: /Jan Kowalski/ }).check();
  await expect(dialog.getByText('Chosen (2): Piotr Zieliński, Jan Kowalski')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply as an exhibitor' }).click();
  await expect(dialog).toBeHidden();
  await expect(takePart).toContainText('Your company applied as an exhibitor. The organizer has not decided yet.');
  await expect(takePart).toContainText('On the stand: Jan Kowalski, Piotr Zieliński');

  // The organizer decides and gives the stand.
  await accounts.signIn(page, await accounts.demo(DEMO.organizer));
  await page.goto(`/panel/events/${event.uid}`);
  await expect(pageHeading(page, event.title)).toBeVisible({ timeout: FIRST_PAGE_TIMEOUT });
  const participants = page.getByRole('list', { name: 'Participants' });
  const row = participants.getByRole('listitem').filter({ hasText: companyName });
  await expect(row).toContainText('Waiting for approval');
  await expect(row).toContainText('Piotr Zieliński');
  await row.getByRole('button', { name: `Approve ${companyName}` }).click();
  const decision = page.getByRole('dialog', { name: 'Approve the application' });
  await decision.getByRole('textbox', { name: /Reason/ }).fill('Welcome to the fair!');
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(decision).toBeHidden();
  await expect(row).toContainText('Approved');
  await expect(row).toContainText('Reason: Welcome to the fair!');
  await row.getByRole('textbox', { name: `Stand of ${companyName}` }).fill('B12');
  await row.getByRole('button', { name: `Save the stand of ${companyName}` }).click();
  await expect(row).toContainText('Stand B12');

  // The exhibitor's own status (the public part of the page may be kept by the browser for a minute).
  await exhibitor.page.reload();
  const status = exhibitor.page.getByRole('region', { name: 'Take part' });
  await expect(status).toContainText('Your company exhibits at this event.');
  await expect(status).toContainText("Organizer's reason: Welcome to the fair!");
  await expect(status).toContainText('Stand B12');
  exhibitor.expectClean();
  await exhibitor.context.close();

  // The public page shows the company at B12.
  const anonymous = await browser.newContext({ baseURL });
  const anonymousPage = await anonymous.newPage();
  await anonymousPage.goto(`/events/${event.uid}/${event.slug}`);
  await expect(
    anonymousPage
      .getByRole('region', { name: /^Exhibitors? \(/ })
      .getByRole('listitem')
      .filter({ hasText: companyName }),
  ).toContainText('Stand B12');
  await expect(anonymousPage.getByRole('region', { name: 'Take part' }).getByRole('button', { name: 'Log in to take part' })).toBeVisible();
  await anonymous.close();
});
