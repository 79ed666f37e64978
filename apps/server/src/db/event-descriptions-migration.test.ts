import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createEvent, createOrganizerCompany } from '../../test/catalogue-fixtures.ts';
import { plainTextToHtml } from '../lib/rich-text.ts';

/** Migration 0014 turns the plain-text descriptions stored before into HTML paragraphs, as lib/rich-text.ts does. */
const MIGRATION = readFileSync(`${MIGRATIONS_FOLDER}/0014_event_descriptions_html.sql`, 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function migrated(description: string | null) {
  const organizer = await createOrganizerCompany(t);
  const event = await createEvent(t, { organizer, description });
  await t.pool.query(MIGRATION);
  const { rows } = await t.pool.query<{ description: string | null }>('SELECT description FROM events WHERE id = $1', [event.id]);
  return rows[0]!.description;
}

describe('migration 0014: event descriptions as HTML', () => {
  it('escapes the text and makes paragraphs of blank-line blocks and <br /> of single line breaks, as plainTextToHtml does', async () => {
    const text = 'Tools & machines <for> "makers"\nHall 3\r\n\r\n  \n\nSecond paragraph\n\n';
    expect(await migrated(text)).toBe('<p>Tools &amp; machines &lt;for&gt; &quot;makers&quot;<br />Hall 3</p><p>Second paragraph</p>');
    expect(await migrated('One\n\nTwo')).toBe(plainTextToHtml('One\n\nTwo'));
  });

  it('leaves HTML, nothing and blank alone (blank becomes nothing)', async () => {
    expect(await migrated('<p>Already <strong>HTML</strong></p>')).toBe('<p>Already <strong>HTML</strong></p>');
    expect(await migrated(null)).toBeNull();
    expect(await migrated(' \n\n ')).toBeNull();
  });
});
