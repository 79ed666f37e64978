/**
 * Contacts at desktop width and in place at 360 px (support/a11y.ts, asPhone), in English and
 * Polish: the empty list, the list with tags and notes, the dialog with an error, the delete
 * question, and a person's page with "Save contact" — no axe-core violations, no sideways scrolling
 * and (the `problems` fixture) no console errors. Each state is checked in one language, then in the
 * other after switching in place (expectAccessibleInBothLanguages).
 */
import { test, expect } from './support/fixtures.ts';
import { currentLanguage, expectAccessible, expectAccessibleInBothLanguages, REFLOW } from './support/a11y.ts';
import { apiAs } from './support/panel.ts';

test.describe.configure({ timeout: 150_000 });

const TEXTS = {
  en: {
    empty: 'You have no contacts yet',
    newContact: 'New contact',
    add: 'Add contact',
    required: 'This field is required.',
    cancel: 'Cancel',
    actions: 'Actions for Zofia Łęcka-Wiśniewska',
    delete: 'Delete',
    deleteTitle: 'Delete this contact?',
    save: 'Save contact',
    saved: 'In your contacts',
    toast: 'Jonas Becker was saved to your contacts. Only you can see them.',
  },
  pl: {
    empty: 'Nie masz jeszcze kontaktów',
    newContact: 'Nowy kontakt',
    add: 'Dodaj kontakt',
    required: 'To pole jest wymagane.',
    cancel: 'Anuluj',
    actions: 'Działania dla: Zofia Łęcka-Wiśniewska',
    delete: 'Usuń',
    deleteTitle: 'Usunąć ten kontakt?',
    save: 'Zapisz kontakt',
    saved: 'W Twoich kontaktach',
    toast: 'Zapisano: Jonas Becker w Twoich kontaktach. Widzisz je tylko Ty.',
  },
} as const;

type Texts = keyof typeof TEXTS;

test('contacts: empty, list, dialog, delete question and Save contact, in English and Polish', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'a11y-contacts', company: true });
  const person = await accounts.create({ label: 'a11y-contacts-public', firstName: 'Jonas', lastName: 'Becker', publicProfile: true, company: true });

  await accounts.signIn(page, owner);
  await page.goto('/panel/contacts');
  const empty = (language: Texts) => expect(page.getByRole('heading', { name: TEXTS[language].empty })).toBeVisible();
  await empty(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/contacts: empty', empty, REFLOW);

  await apiAs(accounts.request, owner.token, 'POST', 'contacts', {
    name: 'Zofia Łęcka-Wiśniewska',
    email: 'zofia.lecka-wisniewska@zaklady-mechaniczne-lodz.example.pl',
    phone: '+48 601 234 567',
    company: 'Zakłady Mechaniczne Łódź Sp. z o.o.',
    jobTitle: 'Kierowniczka działu zakupów i logistyki',
    tags: ['targi', 'stal nierdzewna', 'Łódź', 'VIP', 'follow-up in January'],
    note: 'Met at stand B12. Wants prices for 2027 and samples of 3 mm sheet parts.\nCall in the morning.',
  });
  await apiAs(accounts.request, owner.token, 'POST', 'contacts', { name: 'Anna Berg', company: 'Nordic Steel AB', tags: ['supplier'] });
  await page.reload();
  const listed = async () => {
    await expect(page.getByRole('button', { name: 'Zofia Łęcka-Wiśniewska', exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  };
  await listed();
  await expectAccessibleInBothLanguages(page, '/panel/contacts: list', listed);

  const dialogWithError = async (language: Texts) => {
    const text = TEXTS[language];
    await page.getByRole('button', { name: text.newContact }).first().click();
    const dialog = page.getByRole('dialog', { name: text.newContact });
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog.getByText(text.required)).toBeVisible();
  };
  await dialogWithError(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/contacts: new contact dialog with an error', dialogWithError);
  let text = TEXTS[await currentLanguage(page)];
  const dialog = page.getByRole('dialog', { name: text.newContact });
  await dialog.getByRole('button', { name: text.cancel }).click();
  await expect(dialog).toBeHidden();

  const deleteQuestion = async (language: Texts) => {
    const text = TEXTS[language];
    await page.getByRole('button', { name: text.actions }).click();
    await page.getByRole('menuitem', { name: text.delete }).click();
    await expect(page.getByRole('dialog', { name: text.deleteTitle })).toBeVisible();
  };
  await deleteQuestion(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/panel/contacts: delete question', deleteQuestion);
  text = TEXTS[await currentLanguage(page)];
  const question = page.getByRole('dialog', { name: text.deleteTitle });
  await question.getByRole('button', { name: text.cancel }).click();
  await expect(question).toBeHidden();

  await page.goto(`/people/${person.uid}`);
  await page.getByRole('button', { name: text.save }).click();
  // Saved: after the reload into the other language the page shows it from the server.
  const saved = async (language: Texts) => {
    await expect(page.getByRole('link', { name: TEXTS[language].saved })).toBeVisible();
    // The success toast is checked on /modals; here it would be measured while it fades in.
    await expect(page.getByText(TEXTS[language].toast)).toBeHidden();
  };
  await saved(await currentLanguage(page));
  await expectAccessibleInBothLanguages(page, '/people/{uid}: saved as a contact', saved);
});

test('/modals: the contact dialog', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'Edit contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit contact' })).toBeVisible();
  await expectAccessible(page, '/modals: contact dialog', REFLOW);
});
