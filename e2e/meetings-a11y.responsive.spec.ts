/**
 * The meetings area at desktop width and at 360 px (the phone project runs this file too), in English
 * and Polish: the calendar with an accepted meeting and two requests for one slot (side by side, in
 * the week and the day view), an empty week offering the next meeting, the schedule, requests with the
 * decline dialog, the empty Sent box, availability (weekly hours, an event's slot grid, the feed),
 * the request dialog on a person's page and the /modals meetings dialogs — no axe-core violations,
 * no sideways scrolling and (the `problems` fixture) no console errors.
 */
import { STORAGE_KEYS } from '@fairhub/shared/constants';
import { test, expect } from './support/fixtures.ts';
import { expectAccessible } from './support/a11y.ts';
import { meetingEvent, participant, utcDay } from './support/meetings.ts';
import { apiAs } from './support/panel.ts';
import { logIn } from './support/ui.ts';

test.describe.configure({ timeout: 150_000 });

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

for (const language of ['en', 'pl'] as const) {
  const text = TEXTS[language];

  test(`meetings: calendar, schedule, requests, sent, availability and the dialogs (${language})`, async ({ page, request }) => {
    const stamp = `${Date.now()}-${process.pid}-${language}`;
    const event = await meetingEvent(request, stamp);
    const erik = await participant(request, event.uid, `a11y-meet-erik-${stamp}`, 'Erik', 'Svensson-Johansson');
    const anna = await participant(request, event.uid, `a11y-meet-anna-${stamp}`, 'Anna', 'Nowak-Wiśniewska');
    const jan = await participant(request, event.uid, `a11y-meet-jan-${stamp}`, 'Jan', 'Kowalski-Zieliński');
    const accepted = await apiAs<{ uid: string }>(request, anna.token, 'POST', 'meetings', {
      inviteeUid: erik.uid,
      eventUid: event.uid,
      startsAt: `${event.day}T09:00:00Z`,
      place: 'table',
      agenda: 'Blachy nierdzewne 3 mm: ceny na 2027 r., próbki i terminy dostaw do Łodzi.',
    });
    await apiAs(request, erik.token, 'POST', `meetings/${accepted.uid}/accept`, {}, 200);
    await apiAs(request, anna.token, 'POST', 'meetings', {
      inviteeUid: erik.uid,
      eventUid: event.uid,
      startsAt: `${event.day}T10:30:00Z`,
      place: 'online',
      onlineUrl: 'https://meet.example.com/zaklady-mechaniczne-lodz/rozmowa-o-dostawach',
      agenda: 'Follow-up on delivery schedules.',
    });
    // Another person asks for the same slot: a request holds only its requester's time.
    await apiAs(request, jan.token, 'POST', 'meetings', { inviteeUid: erik.uid, eventUid: event.uid, startsAt: `${event.day}T10:30:00Z`, place: 'table' });

    await logIn(page, erik.email, erik.password);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);

    // The two requests for 10:30 stand side by side: each its own button, neither covering the other.
    const sideBySide = async (view: string) => {
      const blocks = page.getByRole('region').getByRole('button');
      await expect(blocks).toHaveCount(3);
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
    await expectAccessible(page, `/panel/meetings: calendar (${language})`);
    await page.goto(`/panel/meetings?event=${event.uid}&date=${event.day}&view=day`);
    await sideBySide('day');
    await page
      .getByRole('region')
      .getByRole('button', { name: /Jan Kowalski-Zieliński/ })
      .click();
    await expect(page.getByRole('article')).toContainText('Jan Kowalski-Zieliński');
    await expectAccessible(page, `/panel/meetings: day with two requests for one slot (${language})`);
    await page.goto(`/panel/meetings?event=${event.uid}&date=${event.day}`);
    await page.getByRole('region').getByRole('button').filter({ hasText: '09:00' }).click();
    await expect(page.getByRole('article')).toBeVisible();
    await expectAccessible(page, `/panel/meetings: calendar with a meeting open (${language})`);

    // A week with no meetings (as the demo logins see the calendar: their fairs are months away)
    // offers the next accepted one; its long label wraps instead of widening the page at 360 px.
    await page.goto(`/panel/meetings?date=${utcDay(-7)}`);
    await expect(page.getByRole('button', { name: text.next })).toBeVisible();
    await expectAccessible(page, `/panel/meetings: an empty week with the next meeting (${language})`);
    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByRole('article')).toContainText('Anna Nowak-Wiśniewska');

    await page.goto('/panel/meetings/schedule');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expectAccessible(page, `/panel/meetings/schedule (${language})`);

    await page.goto('/panel/meetings/requests');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectAccessible(page, `/panel/meetings/requests (${language})`);
    // Jan's card names Anna's request among its conflicts: Anna's own card is the one named after her.
    await page
      .getByRole('article', { name: /Anna Nowak-Wiśniewska/ })
      .getByRole('button', { name: text.decline, exact: true })
      .click();
    const decline = page.getByRole('dialog', { name: text.declineTitle });
    await expect(decline).toBeVisible();
    await expectAccessible(page, `/panel/meetings/requests: decline dialog (${language})`);
    await decline.getByRole('button', { name: text.keep }).click();
    await expect(decline).toBeHidden();

    await page.goto('/panel/meetings/sent');
    await expect(page.getByRole('heading', { name: text.sentEmpty })).toBeVisible();
    await expectAccessible(page, `/panel/meetings/sent: empty (${language})`);

    await page.goto('/panel/meetings/availability');
    await expect(page.getByRole('heading', { name: text.weekly })).toBeVisible();
    await expect(page.getByRole('grid', { name: text.grid })).toBeVisible();
    await expectAccessible(page, `/panel/meetings/availability (${language})`);

    await page.goto(`/people/${anna.uid}`);
    await page.getByRole('button', { name: text.request }).click();
    const dialog = page.getByRole('dialog', { name: text.request });
    await expect(dialog.getByRole('radiogroup', { name: text.time }).getByRole('radio').first()).toBeVisible();
    await expectAccessible(page, `request dialog (${language})`);
    await dialog.getByRole('button', { name: text.close }).click();

    await page.goto('/modals');
    await page.getByRole('button', { name: text.modalsRequest, exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('radiogroup', { name: text.time })).toBeVisible();
    await expectAccessible(page, `/modals: request a meeting (${language})`);
    await page.getByRole('dialog').getByRole('button', { name: text.close }).click();
    await page.getByRole('button', { name: text.modalsDecline, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `/modals: decline (${language})`);
  });
}
