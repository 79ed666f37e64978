/**
 * Messages at desktop width and at 360 px (the phone project runs this file too), in English and
 * Polish: the empty list, the list, an open conversation (on a phone its own screen with the way
 * back), the block dialog, and the dialog on /modals — no axe-core violations, no sideways
 * scrolling and (the `problems` fixture) no console errors.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { expectAccessible } from './support/a11y.ts';
import { apiAs, createOwner } from './support/panel.ts';
import { logIn } from './support/ui.ts';

test.describe.configure({ timeout: 120_000 });

const TEXTS = {
  en: {
    heading: 'Messages',
    empty: 'No conversations yet',
    list: 'Conversations',
    thread: 'Messages in this conversation',
    back: 'Back to conversations',
    actions: 'More actions for the conversation with Anna Nowak',
    block: 'Block',
    blockTitle: 'Block Anna Nowak?',
    cancel: 'Cancel',
  },
  pl: {
    heading: 'Wiadomości',
    empty: 'Nie masz jeszcze rozmów',
    list: 'Rozmowy',
    thread: 'Wiadomości w tej rozmowie',
    back: 'Wróć do rozmów',
    actions: 'Więcej działań w rozmowie z: Anna Nowak',
    block: 'Zablokuj',
    blockTitle: 'Zablokować: Anna Nowak?',
    cancel: 'Anuluj',
  },
} as const;

async function person(request: APIRequestContext, label: string, firstName: string, lastName: string, publicProfile = false) {
  const owner = await createOwner(request, label);
  await apiAs(request, owner.token, 'PATCH', 'profile', { firstName, lastName, publicProfile });
  const profile = await apiAs<{ uid: string }>(request, owner.token, 'GET', 'profile');
  return { ...owner, uid: profile.uid };
}

/** Waits until the main region has no loading placeholder left. */
async function loaded(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const language of ['en', 'pl'] as const) {
  const text = TEXTS[language];

  test(`messages: the empty list, the list, a conversation and the block dialog (${language})`, async ({ page, request }) => {
    const stamp = `${Date.now()}-${process.pid}-${language}`;
    const anna = await person(request, `a11y-msg-anna-${stamp}`, 'Anna', 'Nowak', true);
    const jan = await person(request, `a11y-msg-jan-${stamp}`, 'Jan', 'Kowalski');
    const phone = (page.viewportSize()?.width ?? 1280) <= 480;

    await logIn(page, jan.email, jan.password);
    // The UI language this browser remembers from the next page on.
    await page.addInitScript((value) => localStorage.setItem('language', value), language);
    await page.goto('/panel/messages');
    await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
    await expectAccessible(page, `/panel/messages: empty (${language})`);

    // A conversation with a few messages, one with a link, one long.
    const conversation = await apiAs<{ uid: string }>(request, jan.token, 'POST', 'conversations', { userUid: anna.uid });
    const send = (token: string, body: string) =>
      apiAs(request, token, 'POST', `conversations/${conversation.uid}/messages`, { body, clientMessageId: crypto.randomUUID() });
    await send(jan.token, 'Dzień dobry! Czy spotkamy się na targach w Poznaniu?');
    await send(anna.token, 'Tak, zapraszam na stoisko: https://fairhub.example/stoisko-12');
    await send(anna.token, 'Zażółć gęślą jaźń. '.repeat(20).trim());

    await page.goto('/panel/messages');
    const list = page.getByRole('list', { name: text.list });
    await expect(list.getByRole('link', { name: /Anna Nowak/ })).toBeVisible();
    await loaded(page);
    await expectAccessible(page, `/panel/messages: list (${language})`);

    await list.getByRole('link', { name: /Anna Nowak/ }).click();
    const thread = page.getByRole('region', { name: text.thread });
    await expect(thread.getByText(/stoisko-12/)).toBeVisible();
    await loaded(page);
    if (phone) {
      // Two screens: the list is gone, the way back is there.
      await expect(page.getByRole('list', { name: text.list })).toBeHidden();
      await expect(page.getByRole('link', { name: text.back })).toBeVisible();
    } else {
      await expect(page.getByRole('list', { name: text.list })).toBeVisible();
    }
    await expectAccessible(page, `/panel/messages/{uid} (${language})`);

    await page.getByRole('button', { name: text.actions }).click();
    await page.getByRole('menuitem', { name: text.block }).click();
    const dialog = page.getByRole('dialog', { name: text.blockTitle });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `/panel/messages/{uid}: block dialog (${language})`);
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();

    if (phone) {
      await page.getByRole('link', { name: text.back }).click();
      await expect(page.getByRole('list', { name: text.list })).toBeVisible();
      await expect(page.getByRole('region', { name: text.thread })).toBeHidden();
    }
  });
}

test('/modals: the block dialog', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'Block a person' }).click();
  await expect(page.getByRole('dialog', { name: 'Block Anna Nowak?' })).toBeVisible();
  await expectAccessible(page, '/modals: block dialog');
});
