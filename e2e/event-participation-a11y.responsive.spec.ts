/**
 * Taking part, at desktop width and in place at 360 px (support/a11y.ts, asPhone), in English and
 * in Polish: the public event page's "Take part" with its dialog, the organizer's participants,
 * invitations and statistics with the decision and invitation dialogs, an invitee's event
 * invitations on /panel/events, and /register/{token} of an organizer's invitation — no axe-core
 * violations, no sideways scrolling and (the `problems` fixture) no console errors. Events are the
 * demo organizer's (README), made through the API. Each state is reached once and checked in one
 * language, then in the other after switching in place (expectAccessibleInBothLanguages).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { DEMO, linkFromOutbox, uniqueEmail } from './support/api.ts';
import { currentLanguage, expectAccessible, expectAccessibleInBothLanguages, REFLOW } from './support/a11y.ts';
import { FIRST_PAGE_TIMEOUT } from './support/first-page.ts';
import { apiAs, pageHeading } from './support/panel.ts';
import { publishedEvent } from './support/participation.ts';

// One test walks both languages: 120-190 s seen per test at load 25-30 on 2 cores (2026-12-07).
test.describe.configure({ timeout: 240_000 });

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
    apply: 'Apply as an exhibitor',
    waiting: 'Waiting for approval',
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
    apply: 'Zgłoś firmę jako wystawcę',
    waiting: 'Czeka na akceptację',
  },
} as const;

type Language = keyof typeof TEXTS;

/** Waits until the main region has no loading placeholder left. */
async function loaded(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

test("taking part: the event page, the organizer's sections and dialogs, invitations, in English and Polish", async ({ page, accounts, browser }) => {
  const event = await publishedEvent(accounts, `${Date.now()}-${process.pid}`);
  const owner = await accounts.create({ label: 'a11y-exhibitor', company: true });
  const companyName = owner.company!.name;
  await accounts.colleague(owner, { firstName: 'Zofia', lastName: 'Żak', label: 'a11y-staff' });

  // The exhibitor's owner: "Take part" and its dialog with the staff choice.
  await accounts.signIn(page, owner);
  await page.goto(`/events/${event.uid}/${event.slug}`);
  const takePart = (language: Language) => page.getByRole('region', { name: TEXTS[language].takePart });
  const takePartDialog = (language: Language) => page.getByRole('dialog', { name: TEXTS[language].dialog });
  const openTakePart = async (language: Language) => {
    await takePart(language).getByRole('button', { name: TEXTS[language].takePart }).click();
    await takePartDialog(language).getByRole('radio', { name: TEXTS[language].exhibitor }).check();
    await expect(takePartDialog(language).getByRole('checkbox', { name: /Zofia Żak/ })).toBeVisible();
  };
  await openTakePart(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/events/{uid}: take part dialog', openTakePart);
  const applying = await currentLanguage(page);
  await takePartDialog(applying)
    .getByRole('checkbox', { name: /Zofia Żak/ })
    .check();
  await takePartDialog(applying).getByRole('button', { name: TEXTS[applying].apply }).click();
  await expect(takePartDialog(applying)).toBeHidden();
  const ownApplication = (language: Language) => expect(takePart(language).getByText(TEXTS[language].waiting)).toBeVisible();
  await ownApplication(applying);
  await expectAccessibleInBothLanguages(page, '/events/{uid}: own application', ownApplication);

  // An invitation to another company's owner, shown above "Taking part" (a browser of their own).
  const invitee = await accounts.create({ label: 'a11y-invitee', company: true });
  await apiAs(accounts.request, event.organizerToken, 'POST', `events/mine/${event.uid}/invitations`, { email: invitee.email, role: 'visitor' });
  const inviteeBrowser = await accounts.secondBrowser(browser, invitee);
  const inviteePage = inviteeBrowser.page;
  await inviteePage.goto('/panel/events');
  const invitations = async (language: Language, timeout?: number) => {
    await expect(inviteePage.getByRole('region', { name: TEXTS[language].invitations }).getByRole('link', { name: event.title })).toBeVisible({ timeout });
    await loaded(inviteePage);
  };
  await invitations(await currentLanguage(inviteePage), FIRST_PAGE_TIMEOUT);
  await expectAccessibleInBothLanguages(inviteePage, '/panel/events: event invitations', invitations);
  inviteeBrowser.expectClean();
  await inviteeBrowser.context.close();

  // The organizer: participants, invitations and statistics, and the dialogs (a browser of their own).
  const organizer = await accounts.secondBrowser(browser, await accounts.demo(DEMO.organizer));
  const panel = organizer.page;
  await panel.goto(`/panel/events/${event.uid}`);
  const sections = async (language: Language, timeout?: number) => {
    await expect(pageHeading(panel, event.title)).toBeVisible({ timeout });
    await expect(panel.getByRole('list', { name: TEXTS[language].participants }).getByRole('listitem').filter({ hasText: companyName })).toBeVisible();
    await expect(panel.getByRole('heading', { name: TEXTS[language].statistics })).toBeVisible();
    // The statistics are a lazy chunk: check the page once they are in. Nothing in the participants'
    // card is wider than the card (its four-column table was, at 360 px; a phone zooms out rather
    // than scroll, so the page width alone does not show it).
    const participantsStats = panel.getByRole('region', { name: TEXTS[language].participantsStats });
    await expect(participantsStats).toBeVisible();
    expect(await participantsStats.evaluate((card) => card.scrollWidth - card.clientWidth)).toBeLessThanOrEqual(0);
    await loaded(panel);
  };
  await sections(await currentLanguage(panel), FIRST_PAGE_TIMEOUT);
  await expectAccessibleInBothLanguages(panel, '/panel/events/{uid}: participants, invitations, statistics', sections);
  const openDecision = async (language: Language) => {
    await panel.getByRole('button', { name: `${TEXTS[language].approve}${language === 'en' ? ' ' : ': '}${companyName}` }).click();
    await expect(panel.getByRole('dialog', { name: TEXTS[language].approveTitle })).toBeVisible();
  };
  await openDecision(await currentLanguage(panel));
  await expectAccessibleInBothLanguages(panel, '/panel/events/{uid}: decision dialog', openDecision);
  await panel.keyboard.press('Escape');
  await expect(panel.getByRole('dialog', { name: TEXTS[await currentLanguage(panel)].approveTitle })).toBeHidden();
  const openInvite = async (language: Language) => {
    await panel.getByRole('button', { name: TEXTS[language].invite, exact: true }).click();
    await expect(panel.getByRole('dialog', { name: TEXTS[language].inviteTitle })).toBeVisible();
  };
  await openInvite(await currentLanguage(panel));
  await expectAccessibleInBothLanguages(panel, '/panel/events/{uid}: invitation dialog', openInvite);
  organizer.expectClean();
  await organizer.context.close();
});

test("/register/{token} of an organizer's invitation, in English and Polish", async ({ page, accounts }) => {
  const event = await publishedEvent(accounts, `${Date.now()}-${process.pid}-reg`);
  const email = uniqueEmail('a11y-newcomer');
  await apiAs(accounts.request, event.organizerToken, 'POST', `events/mine/${event.uid}/invitations`, { email, role: 'exhibitor' });
  const link = await linkFromOutbox(accounts.request, email, '/register/');
  await page.goto(link);
  const invitation = async (language: Language) => {
    await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].registerTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: event.title })).toBeVisible();
  };
  await invitation(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/register/{token}: event invitation', invitation, REFLOW);
});

test('/modals: the taking-part dialogs', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'Take part', exact: true }).click();
  const takePart = page.getByRole('dialog', { name: 'Take part in the event' });
  await takePart.getByRole('radio', { name: /Exhibitor, for my company/ }).check();
  await expect(takePart.getByRole('checkbox', { name: /Piotr Zieliński/ })).toBeVisible();
  await expectAccessible(page, '/modals: take part', REFLOW);
  await page.keyboard.press('Escape');
  await expect(takePart).toBeHidden();
  await page.getByRole('button', { name: 'Reject several (a change)' }).click();
  await expect(page.getByRole('dialog', { name: 'Reject 3 applications' })).toBeVisible();
  await expectAccessible(page, '/modals: reject several', REFLOW);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Invite to an event' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite to the event' })).toBeVisible();
  await expectAccessible(page, '/modals: invite to an event', REFLOW);
  await page.keyboard.press('Escape');
  // The invitee's side of an organizer's invitation: accepting to exhibit asks who staffs the stand.
  await page.getByRole('button', { name: 'Accept an invitation (staff)' }).click();
  const accepting = page.getByRole('dialog', { name: 'Take part in the event' });
  await expect(accepting.getByRole('checkbox', { name: /Piotr Zieliński/ })).toBeVisible();
  await expect(accepting.getByRole('button', { name: 'Accept for my company' })).toBeVisible();
  await expect(accepting.getByRole('radio')).toHaveCount(1);
  await expect(accepting.getByRole('radio', { name: /Exhibitor, for my company/ })).toBeChecked();
  await expectAccessible(page, '/modals: accept an invitation with staff', REFLOW);
  await page.keyboard.press('Escape');
  await expect(accepting).toBeHidden();
  await page.getByRole('button', { name: 'Decline an invitation (confirm)' }).click();
  const declining = page.getByRole('dialog', { name: 'Decline the invitation?' });
  await expect(declining).toContainText('The invitation to Baltic Metal Expo 2027 closes.');
  await expectAccessible(page, '/modals: decline an invitation', REFLOW);
  await declining.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(declining).toBeHidden();
});
