/**
 * The meetings area at desktop width and in place at 360 px (support/a11y.ts, asPhone), in English
 * and Polish: the calendar with an accepted meeting and two requests for one slot (side by side, in
 * the week and the day view), an empty week offering the next meeting, the schedule, requests with the
 * decline dialog, the empty Sent box, availability (weekly hours, an event's slot grid, the feed),
 * the request dialog on a person's page and the /modals meetings dialogs — no axe-core violations,
 * no sideways scrolling and (the `problems` fixture) no console errors. Each state is checked in
 * one language, then in the other after switching in place (expectAccessibleInBothLanguages).
 */
import { test, expect } from './support/fixtures.ts';
import { currentLanguage, expectAccessibleInBothLanguages, REFLOW } from './support/a11y.ts';
import { meetingEvent, participant, utcDay } from './support/meetings.ts';
import { apiAs } from './support/panel.ts';

test.describe.configure({ timeout: 180_000 });

type Box = { x: number; y: number; width: number; height: number };

const TEXTS = {
  en: {
    decline: 'Decline',
    declineTitle: 'Decline the request from Anna Nowak-Wiśniewska',
    keep: 'Keep it',
    sentEmpty: 'You have not requested any meetings yet',
    weekly: 'Weekly hours',
    grid: /Your meeting slots at/,
    request: 'Request a meeting with Anna Nowak-Wiśniewska',
    time: 'Time',
    close: 'Close',
    modalsRequest: 'Request a meeting',
    modalsDecline: 'Decline a request',
    next: /^Go to the next meeting: /,
  },
  pl: {
    decline: 'Odrzuć',
    declineTitle: 'Odrzuć prośbę: Anna Nowak-Wiśniewska',
    keep: 'Zostaw',
    sentEmpty: 'Nie wysłałeś jeszcze żadnej prośby o spotkanie',
    weekly: 'Godziny w tygodniu',
    grid: /Twoje terminy spotkań:/,
    request: 'Poproś o spotkanie: Anna Nowak-Wiśniewska',
    time: 'Termin',
    close: 'Zamknij',
    modalsRequest: 'Poproś o spotkanie',
    modalsDecline: 'Odrzuć prośbę',
    next: /^Przejdź do następnego spotkania: /,
  },
} as const;

test('meetings: calendar, schedule, requests, sent, availability and the dialogs, in English and Polish', async ({ page, accounts }) => {
  const stamp = `${Date.now()}-${process.pid}`;
  const event = await meetingEvent(accounts, stamp);
  const erik = await participant(accounts, event.uid, 'a11y-meet-erik', 'Erik', 'Svensson-Johansson');
  const anna = await participant(accounts, event.uid, 'a11y-meet-anna', 'Anna', 'Nowak-Wiśniewska');
  const jan = await participant(accounts, event.uid, 'a11y-meet-jan', 'Jan', 'Kowalski-Zieliński');
  const accepted = await apiAs<{ uid: string }>(accounts.request, anna.token, 'POST', 'meetings', {
    inviteeUid: erik.uid,
    eventUid: event.uid,
    startsAt: `${event.day}T09:00:00Z`,
    place: 'table',
    agenda: 'Blachy nierdzewne 3 mm: ceny na 2027 r., próbki i terminy dostaw do Łodzi.',
  });
  await apiAs(accounts.request, erik.token, 'POST', `meetings/${accepted.uid}/accept`, {}, 200);
  await apiAs(accounts.request, anna.token, 'POST', 'meetings', {
    inviteeUid: erik.uid,
    eventUid: event.uid,
    startsAt: `${event.day}T10:30:00Z`,
    place: 'online',
    onlineUrl: 'https://meet.example.com/zaklady-mechaniczne-lodz/rozmowa-o-dostawach',
    agenda: 'Follow-up on delivery schedules.',
  });
  // Another person asks for the same slot: a request holds only its requester's time.
  await apiAs(accounts.request, jan.token, 'POST', 'meetings', {
    inviteeUid: erik.uid,
    eventUid: event.uid,
    startsAt: `${event.day}T10:30:00Z`,
    place: 'table',
  });

  await accounts.signIn(page, erik);
  const calendarBlocks = page.getByRole('region').getByRole('button');

  // The two requests for 10:30 stand side by side: each its own button, neither covering the other.
  const sideBySide = async (view: string) => {
    await expect(calendarBlocks).toHaveCount(3);
    // Named by their people (short of room, a block shows initials; the whole name is its name and title).
    const sameSlot = [
      page
        .getByRole('region')
        .getByRole('button', { name: /Anna Nowak-Wiśniewska/ })
        .last(),
      page.getByRole('region').getByRole('button', { name: /Jan Kowalski-Zieliński/ }),
    ];
    const [a, b] = (await Promise.all(sameSlot.map((block) => block.boundingBox()))) as [Box, Box];
    expect(a.y, view).toBe(b.y);
    expect(a.x + a.width <= b.x || b.x + b.width <= a.x, `${view}: ${JSON.stringify([a, b])}`).toBe(true);
    expect(Math.min(a.width, b.width), view).toBeGreaterThan(30);
  };
  await page.goto(`/panel/meetings?event=${event.uid}&date=${event.day}`);
  await expect(page.getByRole('region').getByRole('button', { name: /Anna Nowak-Wiśniewska/ })).toHaveCount(2);
  await sideBySide('week');
  await expectAccessibleInBothLanguages(page, '/panel/meetings: calendar', () => sideBySide('week'), REFLOW);

  await page.goto(`/panel/meetings?event=${event.uid}&date=${event.day}&view=day`);
  await sideBySide('day');
  await page
    .getByRole('region')
    .getByRole('button', { name: /Jan Kowalski-Zieliński/ })
    .click();
  // The open meeting is in the address, so it is open again after the reload.
  const janOpen = () => expect(page.getByRole('article')).toContainText('Jan Kowalski-Zieliński');
  await janOpen();
  await expectAccessibleInBothLanguages(page, '/panel/meetings: day with two requests for one slot', janOpen, REFLOW);

  await page.goto(`/panel/meetings?event=${event.uid}&date=${event.day}`);
  await calendarBlocks.filter({ hasText: '09:00' }).click();
  const acceptedOpen = () => expect(page.getByRole('article')).toContainText('Anna Nowak-Wiśniewska');
  await acceptedOpen();
  await expectAccessibleInBothLanguages(page, '/panel/meetings: calendar with a meeting open', acceptedOpen, REFLOW);

  // A week with no meetings (as the demo logins see the calendar: their fairs are months away)
  // offers the next accepted one; its long label wraps instead of widening the page at 360 px.
  await page.goto(`/panel/meetings?date=${utcDay(-7)}`);
  const nextMeeting = (language: keyof typeof TEXTS) => expect(page.getByRole('button', { name: TEXTS[language].next })).toBeVisible();
  await nextMeeting(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/meetings: an empty week with the next meeting', nextMeeting, REFLOW);
  await page.getByRole('button', { name: TEXTS[await currentLanguage(page)].next }).click();
  await expect(page.getByRole('article')).toContainText('Anna Nowak-Wiśniewska');

  await page.goto('/panel/meetings/schedule');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectAccessibleInBothLanguages(page, '/panel/meetings/schedule', () => expect(page.getByRole('article')).toHaveCount(1), REFLOW);

  await page.goto('/panel/meetings/requests');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expectAccessibleInBothLanguages(page, '/panel/meetings/requests', () => expect(page.getByRole('article')).toHaveCount(2), REFLOW);
  // Jan's card names Anna's request among its conflicts: Anna's own card is the one named after her.
  const openDecline = async (language: keyof typeof TEXTS) => {
    await page
      .getByRole('article', { name: /Anna Nowak-Wiśniewska/ })
      .getByRole('button', { name: TEXTS[language].decline, exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: TEXTS[language].declineTitle })).toBeVisible();
  };
  await openDecline(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/meetings/requests: decline dialog', openDecline, REFLOW);
  const keepLanguage = await currentLanguage(page);
  await page.getByRole('dialog', { name: TEXTS[keepLanguage].declineTitle }).getByRole('button', { name: TEXTS[keepLanguage].keep }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/panel/meetings/sent');
  const sentEmpty = (language: keyof typeof TEXTS) => expect(page.getByRole('heading', { name: TEXTS[language].sentEmpty })).toBeVisible();
  await sentEmpty(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/meetings/sent: empty', sentEmpty, REFLOW);

  await page.goto('/panel/meetings/availability');
  const availability = async (language: keyof typeof TEXTS) => {
    await expect(page.getByRole('heading', { name: TEXTS[language].weekly })).toBeVisible();
    await expect(page.getByRole('grid', { name: TEXTS[language].grid })).toBeVisible();
  };
  await availability(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/meetings/availability', availability, REFLOW);

  await page.goto(`/people/${anna.uid}`);
  const openRequest = async (language: keyof typeof TEXTS) => {
    await page.getByRole('button', { name: TEXTS[language].request }).click();
    const dialog = page.getByRole('dialog', { name: TEXTS[language].request });
    await expect(dialog.getByRole('radiogroup', { name: TEXTS[language].time }).getByRole('radio').first()).toBeVisible();
  };
  await openRequest(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, 'request dialog', openRequest);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: TEXTS[await currentLanguage(page)].close })
    .click();

  await page.goto('/modals');
  const openModalsRequest = async (language: keyof typeof TEXTS) => {
    await page.getByRole('button', { name: TEXTS[language].modalsRequest, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('radiogroup', { name: TEXTS[language].time })).toBeVisible();
  };
  await openModalsRequest(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/modals: request a meeting', openModalsRequest, REFLOW);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: TEXTS[await currentLanguage(page)].close })
    .click();
  const openModalsDecline = async (language: keyof typeof TEXTS) => {
    await page.getByRole('button', { name: TEXTS[language].modalsDecline, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  };
  await openModalsDecline(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/modals: decline', openModalsDecline, REFLOW);
});
