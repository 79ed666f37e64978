/**
 * Contacts: add one in the dialog, filter by a tag, and export the list as CSV whose Polish letters
 * arrive intact (UTF-8 with a byte-order mark, so a spreadsheet reads "Łódź" right). The API, the
 * vCard and the rules are tested on the server; this is the journey in a browser.
 */
import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures.ts';
import { apiAs } from './support/panel.ts';

test('add a contact, filter by a tag, export CSV with "Łódź" intact', async ({ page, accounts }) => {
  const owner = await accounts.create({ label: 'contacts', company: true });
  await apiAs(accounts.request, owner.token, 'POST', 'contacts', { name: 'Anna Berg', company: 'Nordic Steel AB', tags: ['supplier'] });
  await accounts.signIn(page, owner);
  await page.goto('/panel/contacts');
  await expect(page.getByRole('button', { name: 'Anna Berg', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New contact' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New contact' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Paweł Grabowski');
  await dialog.getByRole('textbox', { name: 'Company' }).fill('Zakłady Mechaniczne Łódź');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('p.grabowski@example.pl');
  const tags = dialog.getByRole('combobox', { name: 'Tags' });
  await tags.fill('lead');
  await tags.press('Enter');
  await tags.fill('Łódź');
  await tags.press('Enter');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Met at stand B12; wants samples by January.');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 contacts')).toBeVisible();

  // Filter by the new tag: only the new contact, and the tag is in the address.
  await page.getByRole('combobox', { name: 'Tag', exact: true }).click();
  await page.getByRole('option', { name: 'lead' }).click();
  await expect(page).toHaveURL(/[?&]tag=lead/);
  await expect(page.getByRole('button', { name: 'Anna Berg', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Paweł Grabowski', exact: true })).toBeVisible();
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();

  // Export the shown ones as CSV.
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: '1 contact as CSV (spreadsheet)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('Paweł Grabowski,p.grabowski@example.pl,,Zakłady Mechaniczne Łódź,,"lead, Łódź",Met at stand B12; wants samples by January.');
  expect(text).not.toContain('Anna Berg');
});
