/**
 * The organizer panel (/panel/events, its tabs, the event form, the venue and cancel dialogs), at
 * desktop width and in place at 360 px (support/a11y.ts, asPhone), in English and in Polish: no
 * axe-core violations, no sideways scrolling and — through the `problems` fixture — no console
 * errors. A new company switched to organizer shows the empty lists first, then a venue and events
 * in three states made through the API; a company that is not an organizer shows the empty "Taking
 * part" and the explanation on "Organizing". Each state is reached once and checked in one
 * language, then in the other after switching in place (expectAccessibleInBothLanguages).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { currentLanguage, expectAccessible, expectAccessibleInBothLanguages, REFLOW } from './support/a11y.ts';
import { apiAs, pageHeading } from './support/panel.ts';

// One test walks both languages: 120-190 s seen per test at load 25-30 on 2 cores (2026-12-07).
test.describe.configure({ timeout: 240_000 });

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

type Language = keyof typeof TEXTS;

/** Waits until the main region has no loading placeholder left. */
async function loaded(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

test('organizer: the tabs empty and filled, the venue dialog, the event form and the cancel dialog, in English and Polish', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'a11y-organizer', company: true, organizer: true });
  await accounts.signIn(page, owner);
  const text = async () => TEXTS[await currentLanguage(page)];

  await page.goto('/panel/events');
  const organizingEmpty = async (language: Language) => {
    await expect(pageHeading(page, TEXTS[language].events)).toBeVisible();
    await expect(page.getByRole('tab', { name: TEXTS[language].organizing })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: TEXTS[language].noneOrganizing })).toBeVisible();
  };
  await organizingEmpty(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events (organizing, empty)', organizingEmpty);

  await page.getByRole('tab', { name: (await text()).venues }).click();
  // The tab is in the address (?tab=venues), so the reload keeps it.
  const venuesEmpty = (language: Language) => expect(page.getByRole('heading', { name: TEXTS[language].noVenues })).toBeVisible();
  await venuesEmpty(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events?tab=venues (empty)', venuesEmpty);

  const { published } = await organizerData(accounts.request, owner.token);
  await page.goto('/panel/events');
  const organizing = async () => {
    await expect(page.getByTestId('event-row')).toHaveCount(3);
    await loaded(page);
  };
  await organizing();
  await expectAccessibleInBothLanguages(page, '/panel/events (organizing)', organizing);

  await page.getByRole('tab', { name: (await text()).takingPart }).click();
  await expect(page).toHaveURL(/tab=participating/);
  const takingPart = async (language: Language) => {
    await expect(page.getByRole('heading', { name: TEXTS[language].noneTakingPart })).toBeVisible();
    await loaded(page);
  };
  await takingPart(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events?tab=participating', takingPart);

  await page.getByRole('tab', { name: (await text()).venues }).click();
  const venues = async () => {
    await expect(page.getByTestId('venue-row')).toHaveCount(1);
    await loaded(page);
  };
  await venues();
  await expectAccessibleInBothLanguages(page, '/panel/events?tab=venues', venues);
  const openVenue = async (language: Language) => {
    await page.getByRole('button', { name: TEXTS[language].newVenue }).first().click();
    await expect(page.getByRole('dialog', { name: TEXTS[language].newVenue })).toBeVisible();
  };
  await openVenue(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events: venue dialog', openVenue);
  await page.keyboard.press('Escape');

  await page.goto('/panel/events/new');
  const newEvent = async (language: Language) => {
    await expect(pageHeading(page, TEXTS[language].newEvent)).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS[language].createDraft })).toBeVisible();
  };
  await newEvent(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events/new', newEvent, REFLOW);
  // The empty form is sent again after the switch: its errors say what to fix in the other language.
  const withErrors = async (language: Language) => {
    await page.getByRole('button', { name: TEXTS[language].createDraft }).click();
    await expect(page.getByRole('textbox', { name: TEXTS[language].title, exact: true })).toHaveAccessibleDescription(/.+/);
  };
  await withErrors(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events/new with errors', withErrors, REFLOW);

  await page.goto(`/panel/events/${published.uid}`);
  const eventPage = async (language: Language) => {
    await expect(pageHeading(page, published.title)).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS[language].cancelEvent })).toBeVisible();
    await loaded(page);
  };
  await eventPage(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events/{uid}', eventPage);
  const openCancel = async (language: Language) => {
    await page.getByRole('button', { name: TEXTS[language].cancelEvent }).click();
    await expect(page.getByRole('dialog', { name: TEXTS[language].cancelTitle })).toBeVisible();
  };
  await openCancel(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events/{uid}: cancel dialog', openCancel);
});

test('a company that is not an organizer: "Taking part" empty, "Organizing" explained, in English and Polish', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'a11y-not-organizer', company: true });
  await accounts.signIn(page, owner);
  await page.goto('/panel/events');
  const takingPartEmpty = async (language: Language) => {
    await expect(page.getByRole('heading', { name: TEXTS[language].noneTakingPart })).toBeVisible();
    await loaded(page);
  };
  await takingPartEmpty(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events (taking part, empty)', takingPartEmpty);
  await page.getByRole('tab', { name: TEXTS[await currentLanguage(page)].organizing }).click();
  // ?tab=organizing: the reload keeps the tab.
  await expect(page).toHaveURL(/tab=organizing/);
  const notOrganizer = (language: Language) => expect(page.getByRole('heading', { name: TEXTS[language].notOrganizer })).toBeVisible();
  await notOrganizer(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events: not an organizer', notOrganizer);
  await page.goto('/panel/events/new');
  await notOrganizer(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/events/new: not an organizer', notOrganizer, REFLOW);
});

test('/modals: the organizer dialogs', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'New venue' }).click();
  await expect(page.getByRole('dialog', { name: 'New venue' })).toBeVisible();
  await expectAccessible(page, '/modals: venue dialog', REFLOW);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Edit a venue' }).click();
  const venue = page.getByRole('dialog', { name: 'Edit venue' });
  await expect(venue.getByRole('textbox', { name: 'Name' })).toHaveValue('Amber Hall');
  await expectAccessible(page, '/modals: venue dialog, editing a venue', REFLOW);
  await page.keyboard.press('Escape');
  await expect(venue).toBeHidden();
  for (const [button, title, action] of [
    ['Delete a venue', 'Delete this venue?', 'Delete'],
    ['Delete a draft', 'Delete this draft?', 'Delete draft'],
  ]) {
    await page.getByRole('button', { name: button }).click();
    const question = page.getByRole('dialog', { name: title });
    await expect(question.getByRole('button', { name: action, exact: true })).toBeVisible();
    await expectAccessible(page, `/modals: ${title}`, REFLOW);
    await question.getByRole('button', { name: action, exact: true }).click();
    await expect(question).toBeHidden();
  }
  await page.getByRole('button', { name: 'Cancel an event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '/modals: cancel dialog', REFLOW);
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
