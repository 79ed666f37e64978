/**
 * The organizer's journey in the panel: a new company switched to organizer adds a venue in its
 * dialog, creates an event as a draft at that venue (formatted description, its own time zone),
 * publishes it, and then sees it on its public page. The owner and the switch are written straight
 * to the database and the session handed to the browser (`accounts`); the operator's command that
 * switches organizing on is tested in apps/server/src/cli/admin.commands.test.ts, and the login form
 * in auth.spec.ts.
 */
import { test, expect } from './support/fixtures.ts';
import { pageHeading } from './support/panel.ts';

test.describe.configure({ timeout: 120_000 });

test('the organizer creates a venue and an event, and publishes it', async ({ page, accounts }) => {
  const stamp = `${Date.now()}-${process.pid}`;
  const venueName = `Stocznia Hall ${stamp}`;
  const title = `Amber Machines Week ${stamp}`;
  const owner = await accounts.create({ label: 'organizer-journey', company: true, organizer: true });
  await accounts.signIn(page, owner);

  await page.goto('/panel/events');
  await expect(pageHeading(page, 'Events')).toBeVisible();
  // An organizer opens on "Organizing", which says what to do first.
  await expect(page.getByRole('tab', { name: 'Organizing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'You organize no events yet' })).toBeVisible();
  await page.getByRole('tab', { name: 'Venues' }).click();
  await expect(page.getByRole('heading', { name: 'You have no venues yet' })).toBeVisible();
  await expect(page).toHaveURL(/\/panel\/events\?tab=venues$/);
  await page.getByRole('button', { name: 'New venue' }).first().click();
  const venueDialog = page.getByRole('dialog', { name: 'New venue' });
  await venueDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(venueName);
  await venueDialog.getByRole('textbox', { name: 'Street address' }).fill('ul. Doki 1');
  await venueDialog.getByRole('textbox', { name: 'City', exact: true }).fill('Gdańsk');
  await venueDialog.getByRole('combobox', { name: 'Country' }).fill('Pola');
  await venueDialog.getByRole('option', { name: 'Poland' }).click();
  await venueDialog.getByRole('textbox', { name: 'Latitude' }).fill('54,3612');
  await venueDialog.getByRole('textbox', { name: 'Longitude' }).fill('18.6461');
  await venueDialog.getByRole('textbox', { name: 'Capacity' }).fill('2500');
  await venueDialog.getByRole('button', { name: 'Add venue' }).click();
  await expect(venueDialog).toBeHidden();
  const venueRow = page.getByTestId('venue-row').filter({ hasText: venueName });
  await expect(venueRow).toContainText('ul. Doki 1, Gdańsk, Poland');
  await expect(venueRow).toContainText('Up to 2,500 people');

  await page.getByRole('tab', { name: 'Organizing' }).click();
  await page.getByRole('main').getByRole('link', { name: 'New event' }).click();
  await expect(pageHeading(page, 'New event')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Summary' }).fill('Three days of amber machines in the shipyard.');
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Live polishing');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' on every day.');
  await expect(description.locator('strong')).toHaveText('Live polishing');
  const timeZone = page.getByRole('combobox', { name: 'Time zone' });
  await timeZone.fill('Europe/Warsaw');
  await page.getByRole('option', { name: 'Europe/Warsaw' }).click();
  await page.getByLabel('Starts').fill('2031-05-12T09:00');
  await page.getByLabel('Ends').fill('2031-05-14T17:00');
  await page.getByRole('combobox', { name: 'Venue' }).click();
  await page.getByRole('option', { name: `${venueName}, Gdańsk` }).click();
  await page.getByRole('button', { name: 'Create draft' }).click();

  await expect(page).toHaveURL(/\/panel\/events\/[A-Za-z0-9_-]+$/);
  await expect(pageHeading(page, title)).toBeVisible();
  await expect(page.getByLabel('Starts')).toHaveValue('2031-05-12T09:00');
  await expect(page.getByRole('main').getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('main').getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeHidden();

  await page.goto('/panel/events');
  const eventRow = page.getByTestId('event-row').filter({ hasText: title });
  await expect(eventRow).toContainText('Published');
  await expect(eventRow).toContainText(`${venueName}, Gdańsk`);

  await eventRow.getByRole('link', { name: title }).click();
  // The form opens the public page in a new tab: follow its address here.
  const publicPage = await page.getByRole('link', { name: 'See the public page' }).getAttribute('href');
  await page.goto(publicPage!);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(venueName);
  await expect(page.getByRole('main').locator('strong', { hasText: 'Live polishing' })).toBeVisible();
});
