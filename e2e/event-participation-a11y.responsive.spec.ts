/**
 * Taking part, at desktop width and at 360 px (the phone project runs this file too), in English and
 * in Polish: the public event page's "Take part" with its dialog, the organizer's participants,
 * invitations and statistics with the decision and invitation dialogs, an invitee's event
 * invitations on /panel/events, and /register/{token} of an organizer's invitation — no axe-core
 * violations, no sideways scrolling and (the `problems` fixture) no console errors. Events are the
 * demo organizer's (README), made through the API.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { DEMO, DEMO_PASSWORD, linkFromOutbox, uniqueEmail } from './support/api.ts';
import { expectAccessible } from './support/a11y.ts';
import { apiAs, createColleague, createOwner, pageHeading, secondBrowser } from './support/panel.ts';
import { publishedEvent } from './support/participation.ts';
import { logIn } from './support/ui.ts';

test.describe.configure({ timeout: 150_000 });

const TEXTS = {
  en: {
    takePart: 'Take part',
    dialog: 'Take part in the event',
    exhibitor: /Exhibitor, for my company/,
    participants: 'Participants',
    approve: 'Approve',
    approveTitle: 'Approve the application',
    invite: 'Invite',
    inviteTitle: 'Invite to the event',
    invitations: 'Invitation to an event',
    accept: 'Accept',
    registerTitle: 'Invitation to an event',
    statistics: 'Statistics',
    participantsStats: 'Participants by role and status',
  },
  pl: {
    takePart: 'Weź udział',
    dialog: 'Weź udział w wydarzeniu',
    exhibitor: /Wystawca, w imieniu mojej firmy/,
    participants: 'Uczestnicy',
    approve: 'Zaakceptuj',
    approveTitle: 'Zaakceptuj zgłoszenie',
    invite: 'Zaproś',
    inviteTitle: 'Zaproś na wydarzenie',
    invitations: 'Zaproszenie na wydarzenie',
    accept: 'Przyjmij',
    registerTitle: 'Zaproszenie na wydarzenie',
    statistics: 'Statystyki',
    participantsStats: 'Uczestnicy według roli i statusu',
  },
} as const;

/** The UI language this browser remembers from the next page on. */
async function useLanguage(target: Page | BrowserContext, language: 'en' | 'pl') {
  await target.addInitScript((value) => localStorage.setItem('language', value), language);
}

/** Waits until the main region has no loading placeholder left. */
async function loaded(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const language of ['en', 'pl'] as const) {
  const text = TEXTS[language];

  test(`taking part: the event page, the organizer's sections and dialogs, invitations (${language})`, async ({ page, request, browser, baseURL }) => {
    const stamp = `${Date.now()}-${process.pid}-${language}`;
    const event = await publishedEvent(request, stamp);
    const owner = await createOwner(request, `a11y-exhibitor-${language}`);
    await createColleague(request, owner.token, { firstName: 'Zofia', lastName: 'Żak', label: `a11y-staff-${language}` });

    // The exhibitor's owner: "Take part" and its dialog with the staff choice.
    await logIn(page, owner.email, owner.password);
    await useLanguage(page, language);
    await page.goto(`/events/${event.uid}/${event.slug}`);
    const takePart = page.getByRole('region', { name: text.takePart });
    await takePart.getByRole('button', { name: text.takePart }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await dialog.getByRole('radio', { name: text.exhibitor }).check();
    await expect(dialog.getByRole('checkbox', { name: /Zofia Żak/ })).toBeVisible();
    await expectAccessible(page, `/events/{uid}: take part dialog (${language})`);
    await dialog.getByRole('checkbox', { name: /Zofia Żak/ }).check();
    await dialog.getByRole('button', { name: language === 'en' ? 'Apply as an exhibitor' : 'Zgłoś firmę jako wystawcę' }).click();
    await expect(dialog).toBeHidden();
    await expect(takePart.getByText(language === 'en' ? 'Waiting for approval' : 'Czeka na akceptację')).toBeVisible();
    await expectAccessible(page, `/events/{uid}: own application (${language})`);

    // An invitation to another company's owner, shown above "Taking part" (a browser of their own).
    const invitee = await createOwner(request, `a11y-invitee-${language}`);
    await apiAs(request, event.organizerToken, 'POST', `events/mine/${event.uid}/invitations`, { email: invitee.email, role: 'visitor' });
    const inviteeBrowser = await secondBrowser(browser, baseURL!, invitee.email, invitee.password);
    await useLanguage(inviteeBrowser.context, language);
    const inviteePage = inviteeBrowser.page;
    await inviteePage.goto('/panel/events');
    const invitations = inviteePage.getByRole('region', { name: text.invitations });
    await expect(invitations.getByRole('link', { name: event.title })).toBeVisible();
    await loaded(inviteePage);
    await expectAccessible(inviteePage, `/panel/events: event invitations (${language})`);
    inviteeBrowser.expectClean();
    await inviteeBrowser.context.close();

    // The organizer: participants, invitations and statistics, and the dialogs (a browser of their own).
    const organizer = await secondBrowser(browser, baseURL!, DEMO.organizer, DEMO_PASSWORD);
    await useLanguage(organizer.context, language);
    const panel = organizer.page;
    await panel.goto(`/panel/events/${event.uid}`);
    await expect(pageHeading(panel, event.title)).toBeVisible();
    await expect(panel.getByRole('list', { name: text.participants }).getByRole('listitem').filter({ hasText: owner.companyName })).toBeVisible();
    await expect(panel.getByRole('heading', { name: text.statistics })).toBeVisible();
    // The statistics are a lazy chunk: check the page once they are in. Nothing in the participants'
    // card is wider than the card (its four-column table was, at 360 px; a phone zooms out rather
    // than scroll, so the page width alone does not show it).
    const participantsStats = panel.getByRole('region', { name: text.participantsStats });
    await expect(participantsStats).toBeVisible();
    expect(await participantsStats.evaluate((card) => card.scrollWidth - card.clientWidth)).toBeLessThanOrEqual(0);
    await loaded(panel);
    await expectAccessible(panel, `/panel/events/{uid}: participants, invitations, statistics (${language})`);
    await panel.getByRole('button', { name: `${text.approve}${language === 'en' ? ' ' : ': '}${owner.companyName}` }).click();
    await expect(panel.getByRole('dialog', { name: text.approveTitle })).toBeVisible();
    await expectAccessible(panel, `/panel/events/{uid}: decision dialog (${language})`);
    await panel.keyboard.press('Escape');
    await expect(panel.getByRole('dialog', { name: text.approveTitle })).toBeHidden();
    await panel.getByRole('button', { name: text.invite, exact: true }).click();
    await expect(panel.getByRole('dialog', { name: text.inviteTitle })).toBeVisible();
    await expectAccessible(panel, `/panel/events/{uid}: invitation dialog (${language})`);
    organizer.expectClean();
    await organizer.context.close();
  });

  test(`/register/{token} of an organizer's invitation (${language})`, async ({ page, request }) => {
    const event = await publishedEvent(request, `${Date.now()}-${process.pid}-reg-${language}`);
    const email = uniqueEmail(`a11y-newcomer-${language}`);
    await apiAs(request, event.organizerToken, 'POST', `events/mine/${event.uid}/invitations`, { email, role: 'exhibitor' });
    const link = await linkFromOutbox(request, email, '/register/');
    await useLanguage(page, language);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: text.registerTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: event.title })).toBeVisible();
    await expectAccessible(page, `/register/{token}: event invitation (${language})`);
  });
}

test('/modals: the taking-part dialogs', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'Take part', exact: true }).click();
  const takePart = page.getByRole('dialog', { name: 'Take part in the event' });
  await takePart.getByRole('radio', { name: /Exhibitor, for my company/ }).check();
  await expect(takePart.getByRole('checkbox', { name: /Piotr Zieliński/ })).toBeVisible();
  await expectAccessible(page, '/modals: take part');
  await page.keyboard.press('Escape');
  await expect(takePart).toBeHidden();
  await page.getByRole('button', { name: 'Reject several (a change)' }).click();
  await expect(page.getByRole('dialog', { name: 'Reject 3 applications' })).toBeVisible();
  await expectAccessible(page, '/modals: reject several');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Invite to an event' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite to the event' })).toBeVisible();
  await expectAccessible(page, '/modals: invite to an event');
  await page.keyboard.press('Escape');
  // The invitee's side of an organizer's invitation: accepting to exhibit asks who staffs the stand.
  await page.getByRole('button', { name: 'Accept an invitation (staff)' }).click();
  const accepting = page.getByRole('dialog', { name: 'Take part in the event' });
  await expect(accepting.getByRole('checkbox', { name: /Piotr Zieliński/ })).toBeVisible();
  await expect(accepting.getByRole('button', { name: 'Accept for my company' })).toBeVisible();
  await expect(accepting.getByRole('radio')).toHaveCount(1);
  await expect(accepting.getByRole('radio', { name: /Exhibitor, for my company/ })).toBeChecked();
  await expectAccessible(page, '/modals: accept an invitation with staff');
  await page.keyboard.press('Escape');
  await expect(accepting).toBeHidden();
  await page.getByRole('button', { name: 'Decline an invitation (confirm)' }).click();
  const declining = page.getByRole('dialog', { name: 'Decline the invitation?' });
  await expect(declining).toContainText('The invitation to Baltic Metal Expo 2027 closes.');
  await expectAccessible(page, '/modals: decline an invitation');
  await declining.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(declining).toBeHidden();
});
