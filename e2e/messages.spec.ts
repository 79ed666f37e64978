/**
 * Messages between two browsers: one person writes from the other's public page; the other's
 * "Messages" badge, conversation list and open conversation follow without a reload (the live
 * stream), and so does the sender's "Read" and the reply. Each side is a fresh company's owner.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';

test.describe.configure({ timeout: 120_000 });

/** The message in the open conversation with this text (its bubble and state line). */
function message(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Messages in this conversation' }).getByRole('listitem').filter({ hasText: text });
}

/** The "Messages" link of the panel's navigation bar. */
function messagesLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Messages/ });
}

test('two people chat: the badge, the list and the conversation follow in the other browser without a reload', async ({ page, browser, accounts }) => {
  const anna = await accounts.create({ label: 'chat-anna', firstName: 'Anna', lastName: 'Nowak', publicProfile: true, company: true });
  const jan = await accounts.create({ label: 'chat-jan', firstName: 'Jan', lastName: 'Kowalski', company: true });

  // Anna waits on her (empty) messages page.
  const other = await accounts.secondBrowser(browser, anna);
  const annaPage = other.page;
  await annaPage.goto('/panel/messages');
  await expect(annaPage.getByRole('heading', { name: 'No conversations yet' })).toBeVisible();

  // Jan writes to her from her public page.
  await accounts.signIn(page, jan);
  await page.goto(`/people/${anna.uid}`);
  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(page).toHaveURL(/\/panel\/messages\/[A-Za-z0-9_-]+$/);
  const field = page.getByRole('textbox', { name: 'Message to Anna Nowak' });
  await field.fill('Hello Anna! Shall we meet at https://fairhub.example/stand-12?');
  await field.press('Shift+Enter');
  await field.pressSequentially('Hall 3 is fine.');
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(message(page, 'Hello Anna!')).toContainText('Sent');
  await expect(message(page, 'Hello Anna!').getByRole('link', { name: 'https://fairhub.example/stand-12' })).toHaveAttribute('rel', 'noopener nofollow ugc');

  // Anna: the list and the badge, without a reload.
  const row = annaPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Jan Kowalski/ });
  await expect(row).toContainText('1 unread message');
  await expect(row).toContainText('Hello Anna!');
  await expect(messagesLink(annaPage)).toContainText('1');

  // She opens it: it is read, her badge goes and Jan sees "Read" without a reload.
  await row.click();
  await expect(message(annaPage, 'Hello Anna!')).toContainText('Hall 3 is fine.');
  await expect(message(page, 'Hello Anna!')).toContainText('Read');
  await expect(row).not.toContainText('unread');
  await expect(messagesLink(annaPage)).toHaveText('Messages');

  // Her reply reaches Jan's open conversation and list, and as he has it open it is read at once.
  const reply = annaPage.getByRole('textbox', { name: 'Message to Jan Kowalski' });
  await reply.fill('Yes, at 11:00.');
  await reply.press('Enter');
  await expect(message(page, 'Yes, at 11:00.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Anna Nowak/ })).toContainText('Yes, at 11:00.');
  await expect(message(annaPage, 'Yes, at 11:00.')).toContainText('Read');

  other.expectClean();
  await other.context.close();
});
