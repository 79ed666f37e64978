/**
 * Meetings between two browsers: a visitor asks an exhibitor for a meeting from the exhibitor's
 * page; the exhibitor's Meetings badge and Requests follow without a reload, the exhibitor accepts,
 * both calendars show the meeting at table 1, and the visitor's second request for that slot is
 * refused. Each side is a fresh company's owner at a fresh event.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { meetingEvent, participant } from './support/meetings.ts';

test.describe.configure({ timeout: 120_000 });

/** The "Meetings" link of the panel's navigation bar. */
function meetingsLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Meetings/ });
}

test('a visitor requests, the exhibitor accepts live, both calendars show table 1, the slot is refused again', async ({ page, browser, accounts }) => {
  const stamp = `${Date.now()}-${process.pid}`;
  const event = await meetingEvent(accounts, stamp);
  const erik = await participant(accounts, event.uid, 'meet-erik', 'Erik', 'Svensson');
  const anna = await participant(accounts, event.uid, 'meet-anna', 'Anna', 'Nowak');
  const nineOClock = `${event.day}T09:00:00.000Z`;

  // The exhibitor waits on Requests.
  const other = await accounts.secondBrowser(browser, erik);
  const erikPage = other.page;
  await erikPage.goto('/panel/meetings/requests');
  await expect(erikPage.getByRole('heading', { name: 'No requests waiting for you' })).toBeVisible();
  await expect(meetingsLink(erikPage)).toHaveText('Meetings');

  // The visitor asks from his page: the event, the first free slot (09:00), a table, an agenda.
  await accounts.signIn(page, anna);
  await page.goto(`/people/${erik.uid}`);
  await page.getByRole('button', { name: 'Request a meeting with Erik Svensson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a meeting with Erik Svensson' });
  await expect(dialog.getByRole('combobox', { name: 'Event' })).toHaveValue(event.title);
  const slots = dialog.getByRole('radiogroup', { name: 'Time' });
  await expect(slots.getByRole('radio').first()).toHaveText('09:00');
  await slots.getByRole('radio').first().click();
  await expect(slots.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByRole('radio', { name: 'At a meeting table' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Agenda' }).fill('Stainless sheet parts for 2027 — prices and samples.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toBeHidden();

  // The visitor's calendar shows it as requested.
  await page.goto(`/panel/meetings?event=${event.uid}&date=${event.day}`);
  await expect(page.getByRole('button', { name: /^09:00 E\. Svensson: Erik Svensson, until 09:30, .*Waiting for an answer/ })).toBeVisible();

  // The exhibitor: badge and request without a reload; accepting books table 1.
  await expect(meetingsLink(erikPage)).toContainText('1');
  const card = erikPage.getByRole('article', { name: /Meeting with Anna Nowak/ });
  await expect(card).toContainText('Stainless sheet parts for 2027');
  await expect(card).toContainText('At a meeting table (its number is given on acceptance)');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(erikPage.getByText('Meeting accepted at table 1.')).toBeVisible();
  await expect(erikPage.getByRole('heading', { name: 'No requests waiting for you' })).toBeVisible();
  await expect(meetingsLink(erikPage)).toHaveText('Meetings');

  // Both calendars: the meeting at table 1, solid (accepted); the visitor's followed live.
  await expect(page.getByRole('button', { name: '09:00 E. Svensson: Erik Svensson, until 09:30, Table 1. Accepted.' })).toBeVisible();
  await erikPage.goto(`/panel/meetings?event=${event.uid}&date=${event.day}&view=day`);
  const block = erikPage.getByRole('button', { name: '09:00 A. Nowak: Anna Nowak, until 09:30, Table 1. Accepted.' });
  await expect(block).toBeVisible();
  await block.click();
  await expect(erikPage.getByRole('article', { name: /Meeting with Anna Nowak/ })).toContainText('Table 1');

  // The same slot again: no longer offered, and refused when asked for.
  await page.goto(`/people/${erik.uid}`);
  await page.getByRole('button', { name: 'Request a meeting with Erik Svensson' }).click();
  await expect(dialog.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first()).toHaveText('09:30');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const again = await accounts.request.post('/api/client/meetings', {
    headers: { Authorization: `Bearer ${anna.token}` },
    data: { inviteeUid: erik.uid, eventUid: event.uid, startsAt: nineOClock, place: 'table' },
  });
  expect(again.status(), await again.text()).toBe(409);

  other.expectClean();
  await other.context.close();
});
