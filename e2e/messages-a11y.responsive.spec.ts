/**
 * Messages at desktop width and, in place, at 360 px (support/a11y.ts, asPhone), in English and
 * Polish: the empty list, the list, an open conversation (on a phone its own screen with the way
 * back), the block dialog, and the dialog on /modals — no axe-core violations, no sideways
 * scrolling and (the `problems` fixture) no console errors. Each state is checked in one language,
 * then in the other after switching in place (expectAccessibleInBothLanguages).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { asPhone, currentLanguage, expectAccessible, expectAccessibleInBothLanguages } from './support/a11y.ts';
import { apiAs } from './support/panel.ts';

test.describe.configure({ timeout: 150_000 });

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

type Texts = keyof typeof TEXTS;

/** Waits until the main region has no loading placeholder left. */
async function loaded(page: Page) {
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

test('messages: the empty list, the list, a conversation and the block dialog, in English and Polish', async ({ page, accounts }) => {
  const anna = await accounts.create({ label: 'a11y-msg-anna', firstName: 'Anna', lastName: 'Nowak', publicProfile: true, company: true });
  const jan = await accounts.create({ label: 'a11y-msg-jan', firstName: 'Jan', lastName: 'Kowalski', company: true });

  await accounts.signIn(page, jan);
  await page.goto('/panel/messages');
  const empty = (language: Texts) => expect(page.getByRole('heading', { name: TEXTS[language].empty })).toBeVisible();
  await empty(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/messages: empty', empty);

  // A conversation with a few messages, one with a link, one long.
  const conversation = await apiAs<{ uid: string }>(accounts.request, jan.token, 'POST', 'conversations', { userUid: anna.uid });
  const send = (token: string, body: string) =>
    apiAs(accounts.request, token, 'POST', `conversations/${conversation.uid}/messages`, { body, clientMessageId: crypto.randomUUID() });
  await send(jan.token, 'Dzień dobry! Czy spotkamy się na targach w Poznaniu?');
  await send(anna.token, 'Tak, zapraszam na stoisko: https://fairhub.example/stoisko-12');
  await send(anna.token, 'Zażółć gęślą jaźń. '.repeat(20).trim());

  await page.goto('/panel/messages');
  const listed = async (language: Texts) => {
    await expect(page.getByRole('list', { name: TEXTS[language].list }).getByRole('link', { name: /Anna Nowak/ })).toBeVisible();
    await loaded(page);
  };
  await listed(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/messages: list', listed);

  await page
    .getByRole('list', { name: TEXTS[await currentLanguage(page)].list })
    .getByRole('link', { name: /Anna Nowak/ })
    .click();
  // The open conversation is in the address, so it is open again after the reload.
  const open = async (language: Texts) => {
    const text = TEXTS[language];
    await expect(page.getByRole('region', { name: text.thread }).getByText(/stoisko-12/)).toBeVisible();
    await loaded(page);
    await expect(page.getByRole('list', { name: text.list })).toBeVisible();
  };
  await open(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/messages/{uid}', open);

  const openBlock = async (language: Texts) => {
    const text = TEXTS[language];
    await page.getByRole('button', { name: text.actions }).click();
    await page.getByRole('menuitem', { name: text.block }).click();
    await expect(page.getByRole('dialog', { name: text.blockTitle })).toBeVisible();
  };
  await openBlock(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/messages/{uid}: block dialog', openBlock);
  const text = TEXTS[await currentLanguage(page)];
  const dialog = page.getByRole('dialog', { name: text.blockTitle });
  await dialog.getByRole('button', { name: text.cancel }).click();
  await expect(dialog).toBeHidden();

  // A phone shows the conversation on its own screen: the list is gone, the way back is there and leads to the list.
  await asPhone(page, async () => {
    await expect(page.getByRole('list', { name: text.list })).toBeHidden();
    await page.getByRole('link', { name: text.back }).click();
    await expect(page.getByRole('list', { name: text.list })).toBeVisible();
    await expect(page.getByRole('region', { name: text.thread })).toBeHidden();
  });
});

test('/modals: the block dialog', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'Block a person' }).click();
  await expect(page.getByRole('dialog', { name: 'Block Anna Nowak?' })).toBeVisible();
  await expectAccessible(page, '/modals: block dialog');
});
