/**
 * Contacts at desktop width and at 360 px (the phone project runs this file too), in English and
 * Polish: the empty list, the list with tags and notes, the dialog with an error, the delete
 * question, and a person's page with "Save contact" — no axe-core violations, no sideways scrolling
 * and (the `problems` fixture) no console errors.
 */
import { STORAGE_KEYS } from '@fairhub/shared/constants';
import { test, expect } from './support/fixtures.ts';
import { expectAccessible } from './support/a11y.ts';
import { apiAs, createOwner } from './support/panel.ts';
import { logIn } from './support/ui.ts';

test.describe.configure({ timeout: 120_000 });

const LANGUAGE_KEY = STORAGE_KEYS.language;

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

for (const language of ['en', 'pl'] as const) {
  const text = TEXTS[language];

  test(`contacts: empty, list, dialog, delete question and Save contact (${language})`, async ({ page, request }) => {
    const stamp = `${Date.now()}-${process.pid}-${language}`;
    const owner = await createOwner(request, `a11y-contacts-${stamp}`);
    const other = await createOwner(request, `a11y-contacts-public-${stamp}`);
    await apiAs(request, other.token, 'PATCH', 'profile', { firstName: 'Jonas', lastName: 'Becker', publicProfile: true });
    const person = await apiAs<{ uid: string }>(request, other.token, 'GET', 'profile');

    await logIn(page, owner.email, owner.password);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LANGUAGE_KEY, language] as const);
    await page.goto('/panel/contacts');
    await expect(page.getByRole('heading', { name: text.empty })).toBeVisible();
    await expectAccessible(page, `/panel/contacts: empty (${language})`);

    await apiAs(request, owner.token, 'POST', 'contacts', {
      name: 'Zofia Łęcka-Wiśniewska',
      email: 'zofia.lecka-wisniewska@zaklady-mechaniczne-lodz.example.pl',
      phone: '+48 601 234 567',
      company: 'Zakłady Mechaniczne Łódź Sp. z o.o.',
      jobTitle: 'Kierowniczka działu zakupów i logistyki',
      tags: ['targi', 'stal nierdzewna', 'Łódź', 'VIP', 'follow-up in January'],
      note: 'Met at stand B12. Wants prices for 2027 and samples of 3 mm sheet parts.\nCall in the morning.',
    });
    await apiAs(request, owner.token, 'POST', 'contacts', { name: 'Anna Berg', company: 'Nordic Steel AB', tags: ['supplier'] });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Zofia Łęcka-Wiśniewska', exact: true })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page, `/panel/contacts: list (${language})`);

    await page.getByRole('button', { name: text.newContact }).first().click();
    const dialog = page.getByRole('dialog', { name: text.newContact });
    await dialog.getByRole('button', { name: text.add }).click();
    await expect(dialog.getByText(text.required)).toBeVisible();
    await expectAccessible(page, `/panel/contacts: new contact dialog with an error (${language})`);
    await dialog.getByRole('button', { name: text.cancel }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: text.actions }).click();
    await page.getByRole('menuitem', { name: text.delete }).click();
    const question = page.getByRole('dialog', { name: text.deleteTitle });
    await expect(question).toBeVisible();
    await expectAccessible(page, `/panel/contacts: delete question (${language})`);
    await question.getByRole('button', { name: text.cancel }).click();

    await page.goto(`/people/${person.uid}`);
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('link', { name: text.saved })).toBeVisible();
    // The success toast is checked on /modals; here it would be measured while it fades in.
    await expect(page.getByText(text.toast)).toBeHidden();
    await expectAccessible(page, `/people/{uid}: saved as a contact (${language})`);
  });
}

test('/modals: the contact dialog', async ({ page }) => {
  await page.goto('/modals');
  await page.getByRole('button', { name: 'Edit contact' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit contact' })).toBeVisible();
  await expectAccessible(page, '/modals: contact dialog');
});
