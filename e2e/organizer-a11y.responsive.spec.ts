/**
 * The organizer panel (/panel/events, its tabs, the event form, the venue and cancel dialogs), at
 * desktop width and at 360 px (the phone project runs this file too), in English and in Polish: no
 * axe-core violations, no sideways scrolling and — through the `problems` fixture — no console
 * errors. A new company switched to organizer shows the empty lists first, then a venue and events
 * in three states made through the API; a company that is not an organizer shows the empty "Taking
 * part" and the explanation on "Organizing".
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { promoteOrganizerWithCli } from './support/api.ts';
import { expectAccessible } from './support/a11y.ts';
import { apiAs, createOwner, pageHeading } from './support/panel.ts';
import { logIn } from './support/ui.ts';

test.describe.configure({ timeout: 150_000 });

const TEXTS = {
  en: {
    events: 'Events',
    organizing: 'Organizing',
    takingPart: 'Taking part',
    venues: 'Venues',
    newVenue: 'New venue',
    newEvent: 'New event',
    createDraft: 'Create draft',
    title: 'Title',
    cancelEvent: 'Cancel the event',
    cancelTitle: 'Cancel this event?',
    noneTakingPart: 'You take part in no events yet',
    notOrganizer: 'Organizing is not switched on for your company',
    noneOrganizing: 'You organize no events yet',
    noVenues: 'You have no venues yet',
  },
  pl: {
    events: 'Wydarzenia',
    organizing: 'Organizuję',
    takingPart: 'Biorę udział',
    venues: 'Miejsca',
    newVenue: 'Nowe miejsce',
    newEvent: 'Nowe wydarzenie',
    createDraft: 'Utwórz szkic',
    title: 'Tytuł',
    cancelEvent: 'Odwołaj wydarzenie',
    cancelTitle: 'Odwołać to wydarzenie?',
    noneTakingPart: 'Nie bierzesz jeszcze udziału w żadnym wydarzeniu',
    notOrganizer: 'Organizowanie nie jest włączone dla Twojej firmy',
    noneOrganizing: 'Nie organizujesz jeszcze żadnych wydarzeń',
    noVenues: 'Nie masz jeszcze miejsc',
  },
} as const;

/** The UI language this browser remembers from the next page on (the profile's language stays as it is). */
async function useLanguage(page: Page, language: 'en' | 'pl') {
  await page.addInitScript((value) => localStorage.setItem('language', value), language);
}

/** Waits until the main region has no loading placeholder left. */
async function loaded(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const language of ['en', 'pl'] as const) {
  const text = TEXTS[language];

  test(`organizer: the tabs empty and filled, the venue dialog, the event form and the cancel dialog (${language})`, async ({ page, request }) => {
    const owner = await createOwner(request, `a11y-organizer-${language}`);
    await promoteOrganizerWithCli(owner.companyName);
    await logIn(page, owner.email, owner.password);
    await useLanguage(page, language);

    await page.goto('/panel/events');
    await expect(pageHeading(page, text.events)).toBeVisible();
    await expect(page.getByRole('tab', { name: text.organizing })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: text.noneOrganizing })).toBeVisible();
    await expectAccessible(page, `/panel/events (organizing, empty, ${language})`);
    await page.getByRole('tab', { name: text.venues }).click();
    await expect(page.getByRole('heading', { name: text.noVenues })).toBeVisible();
    await expectAccessible(page, `/panel/events?tab=venues (empty, ${language})`);

    const { published } = await organizerData(request, owner.token);
    await page.goto('/panel/events');
    await expect(page.getByTestId('event-row')).toHaveCount(3);
    await loaded(page);
    await expectAccessible(page, `/panel/events (organizing, ${language})`);

    await page.getByRole('tab', { name: text.takingPart }).click();
    await expect(page).toHaveURL(/tab=participating/);
    await expect(page.getByRole('heading', { name: text.noneTakingPart })).toBeVisible();
    await loaded(page);
    await expectAccessible(page, `/panel/events?tab=participating (${language})`);

    await page.getByRole('tab', { name: text.venues }).click();
    await expect(page.getByTestId('venue-row')).toHaveCount(1);
    await loaded(page);
    await expectAccessible(page, `/panel/events?tab=venues (${language})`);
    await page.getByRole('button', { name: text.newVenue }).first().click();
    await expect(page.getByRole('dialog', { name: text.newVenue })).toBeVisible();
    await expectAccessible(page, `/panel/events: venue dialog (${language})`);
    await page.keyboard.press('Escape');

    await page.goto('/panel/events/new');
    await expect(pageHeading(page, text.newEvent)).toBeVisible();
    await expect(page.getByRole('button', { name: text.createDraft })).toBeVisible();
    await expectAccessible(page, `/panel/events/new (${language})`);
    await page.getByRole('button', { name: text.createDraft }).click();
    await expect(page.getByRole('textbox', { name: text.title, exact: true })).toHaveAccessibleDescription(/.+/);
    await expectAccessible(page, `/panel/events/new with errors (${language})`);

    await page.goto(`/panel/events/${published.uid}`);
    await expect(pageHeading(page, published.title)).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancelEvent })).toBeVisible();
    await loaded(page);
    await expectAccessible(page, `/panel/events/{uid} (${language})`);
    await page.getByRole('button', { name: text.cancelEvent }).click();
    await expect(page.getByRole('dialog', { name: text.cancelTitle })).toBeVisible();
    await expectAccessible(page, `/panel/events/{uid}: cancel dialog (${language})`);
  });

  test(`a company that is not an organizer: "Taking part" empty, "Organizing" explained (${language})`, async ({ page, request }) => {
    const owner = await createOwner(request, `a11y-not-organizer-${language}`);
    await logIn(page, owner.email, owner.password);
    await useLanguage(page, language);
    await page.goto('/panel/events');
    await expect(page.getByRole('heading', { name: text.noneTakingPart })).toBeVisible();
    await loaded(page);
    await expectAccessible(page, `/panel/events (taking part, empty, ${language})`);
    await page.getByRole('tab', { name: text.organizing }).click();
    await expect(page.getByRole('heading', { name: text.notOrganizer })).toBeVisible();
    await expectAccessible(page, `/panel/events: not an organizer (${language})`);
    await page.goto('/panel/events/new');
    await expect(page.getByRole('heading', { name: text.notOrganizer })).toBeVisible();
    await expectAccessible(page, `/panel/events/new: not an organizer (${language})`);
  });
}

test('/modals: the organizer dialogs', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'New venue' }).click();
  await expect(page.getByRole('dialog', { name: 'New venue' })).toBeVisible();
  await expectAccessible(page, '/modals: venue dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit a venue' }).click();
  const venue = page.getByRole('dialog', { name: 'Edit venue' });
  await expect(venue.getByRole('textbox', { name: 'Name' })).toHaveValue('Amber Hall');
  await expectAccessible(page, '/modals: venue dialog, editing a venue');
  await page.keyboard.press('Escape');
  await expect(venue).toBeHidden();
  for (const [button, title, action] of [
    ['Delete a venue', 'Delete this venue?', 'Delete'],
    ['Delete a draft', 'Delete this draft?', 'Delete draft'],
  ]) {
    await page.getByRole('button', { name: button }).click();
    const question = page.getByRole('dialog', { name: title });
    await expect(question.getByRole('button', { name: action, exact: true })).toBeVisible();
    await expectAccessible(page, `/modals: ${title}`);
    await question.getByRole('button', { name: action, exact: true }).click();
    await expect(question).toBeHidden();
  }
  await page.getByRole('button', { name: 'Cancel an event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '/modals: cancel dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The hall flooded.');
  await dialog.getByRole('button', { name: 'Cancel the event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cancelled with the reason: The hall flooded.' })).toBeVisible();
});

/** A venue of the organizer's and three events there: a draft, a published one and a cancelled one. */
async function organizerData(request: APIRequestContext, token: string) {
  const countries = (await (await request.get('/api/client/countries')).json()) as { id: number; code: string }[];
  const poland = countries.find((country) => country.code === 'PL')!;
  const venue = await apiAs<{ uid: string }>(request, token, 'POST', 'venues/mine', {
    name: 'Stocznia Hall',
    address: 'ul. Doki 1',
    city: 'Gdańsk',
    countryId: poland.id,
    latitude: 54.3612,
    longitude: 18.6461,
    capacity: 2500,
  });
  const event = (title: string, day: number) =>
    apiAs<{ uid: string; title: string }>(request, token, 'POST', 'events/mine', {
      title,
      summary: 'Three days of amber machines in the shipyard.',
      description: '<h2>Programme</h2><p>Live polishing on <strong>every</strong> day.</p>',
      startsAt: `2031-05-${day}T09:00:00+02:00`,
      endsAt: `2031-05-${day + 2}T17:00:00+02:00`,
      timeZone: 'Europe/Warsaw',
      venueUid: venue.uid,
    });
  await event('Amber Machines Draft', 10);
  const published = await event('Amber Machines Week', 13);
  await apiAs(request, token, 'POST', `events/mine/${published.uid}/publish`, undefined, 200);
  const cancelled = await event('Amber Machines Weekend', 20);
  await apiAs(request, token, 'POST', `events/mine/${cancelled.uid}/cancel`, { reason: 'The hall is being repaired.' }, 200);
  return { published };
}
