/**
 * The public catalogue's pages at desktop width and, in place, at 360 px (support/a11y.ts, asPhone):
 * no axe-core violations (WCAG 2.1 AA; at 360 px where the layout differs, see REFLOW) and no
 * sideways scrolling; the lists also in Polish (longer words; axe once more on the filtered events
 * list); through the `problems` fixture, no console errors or CSP violations. On phones the lists' filters sit in a drawer that must open and pass too.
 */
import type { Page } from '@playwright/test';
import type { OrganizerSummary } from '@fairhub/shared/organizers';
import type { Page as ResultPage } from '@fairhub/shared/paging';
import type { SearchResult } from '@fairhub/shared/search';
import type { VenueSummary } from '@fairhub/shared/venues';
import { test, expect } from './support/fixtures.ts';
import { asPhone, expectAccessible, expectNoSidewaysScroll, REFLOW } from './support/a11y.ts';
import { apiGet, eventAtVenue, resultCount, settledGrid } from './support/catalogue.ts';

// A venue page, the code tree, the code search and /search: at 360 px the same cards and lists in
// one column (nothing shown or hidden by width), so they are REFLOW: axe at desktop width, the width
// alone at 360 px. The lists (a filters drawer on phones), an event page (its details move above the
// text), an organizer's and a person's page (logo and avatar hidden below `xs`) differ, and get axe
// at 360 px too.

function main(page: Page) {
  return page.getByRole('main');
}

async function switchToPolish(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
}

/**
 * Wide screens show the filter fields in a sidebar; on phones (asPhone) the "Filters" button opens
 * them in a drawer: checks it, then closes it. `expectInside` runs while it is open.
 */
async function checkFiltersDrawer(
  page: Page,
  what: string,
  names: { button: string; dialog: string },
  expectInside?: (drawer: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  const button = main(page)
    .getByRole('button', { name: new RegExp(`^${names.button}( \\d+)?$`) })
    .first();
  await expect(main(page).getByRole('region', { name: names.dialog })).toBeVisible();
  await expect(button).toBeHidden();
  await asPhone(page, async () => {
    await button.click();
    const drawer = page.getByRole('dialog', { name: names.dialog });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('combobox').first()).toBeVisible();
    if (expectInside) await expectInside(drawer);
    await expectAccessible(page, `${what}: filters drawer`);
    await drawer.getByRole('button', { name: /^(Close|Zamknij)/ }).click();
    await expect(drawer).toBeHidden();
  });
}

test('/events: the list and its filters (a drawer on phones)', async ({ page }) => {
  await page.goto('/events');
  await expect(main(page).getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await settledGrid(page, 'events-grid');
  await expectAccessible(page, '/events');
  await checkFiltersDrawer(page, '/events', { button: 'Filters', dialog: 'Filters' });
});

test('/events with filters, in English and Polish', async ({ page }) => {
  await page.goto('/events?q=b2b&country=PL&code=C');
  await expect(main(page).getByRole('searchbox', { name: 'Search events' })).toHaveValue('b2b');
  await settledGrid(page, 'events-grid');
  await expect(main(page).getByRole('button', { name: 'Clear filters' }).first()).toBeVisible();
  await expectAccessible(page, '/events with filters');
  await checkFiltersDrawer(page, '/events with filters', { button: 'Filters', dialog: 'Filters' }, async (drawer) => {
    await expect(drawer.getByRole('combobox', { name: 'Country' })).toHaveValue('Poland');
    await expect(drawer.getByRole('combobox', { name: 'Industry (NACE code)' })).toHaveValue('C — Manufacturing');
  });

  await switchToPolish(page);
  await expect(main(page).getByRole('heading', { name: 'Wydarzenia', level: 1 })).toBeVisible();
  await expect(resultCount(page, 'Wyniki')).toHaveText(/wydarze/);
  await settledGrid(page, 'events-grid');
  await expectAccessible(page, '/events with filters in Polish');
});

test('an event page', async ({ page, request }) => {
  const event = await eventAtVenue(request);
  await page.goto(`/events/${event.uid}/${event.slug}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(event.title);
  await expect(main(page).getByRole('region', { name: 'Where' })).toBeVisible();
  await expectAccessible(page, 'event page');
  await switchToPolish(page);
  await expect(main(page).getByRole('button', { name: 'Dodaj do kalendarza' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'event page in Polish');
});

test('/venues and a venue page, in English and Polish', async ({ page, request }) => {
  const venues = await apiGet<ResultPage<VenueSummary>>(request, 'venues?perPage=1');
  await page.goto('/venues');
  await expect(main(page).getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible();
  await settledGrid(page, 'venues-grid');
  await expectAccessible(page, '/venues');
  await checkFiltersDrawer(page, '/venues', { button: 'Filters', dialog: 'Filters' });

  const venue = venues.items[0]!;
  await page.goto(`/venues/${venue.uid}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(venue.name);
  await expectAccessible(page, 'venue page', REFLOW);

  await switchToPolish(page);
  await page.goto('/venues');
  await expect(main(page).getByRole('heading', { name: 'Obiekty', level: 1 })).toBeVisible();
  await settledGrid(page, 'venues-grid');
  await expectNoSidewaysScroll(page, '/venues in Polish');
});

test('/organizers and an organizer page, in English and Polish', async ({ page, request }) => {
  const organizers = await apiGet<ResultPage<OrganizerSummary>>(request, 'organizers?role=organizer&perPage=1');
  await page.goto('/organizers');
  await expect(main(page).getByRole('heading', { name: 'Organizers and companies', level: 1 })).toBeVisible();
  await settledGrid(page, 'organizers-grid');
  await expectAccessible(page, '/organizers');
  await checkFiltersDrawer(page, '/organizers', { button: 'Filters', dialog: 'Filters' });

  const organizer = organizers.items[0]!;
  await page.goto(`/organizers/${organizer.uid}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(organizer.name);
  await expect(main(page).getByRole('region', { name: 'Coming events' })).toBeVisible();
  await expectAccessible(page, 'organizer page');

  await switchToPolish(page);
  await page.goto('/organizers?role=organizer');
  await expect(main(page).getByRole('heading', { level: 1 })).not.toHaveText('Organizers and companies');
  await settledGrid(page, 'organizers-grid');
  await expectNoSidewaysScroll(page, '/organizers in Polish');
});

test("a public person's page", async ({ page, request }) => {
  const found = await apiGet<SearchResult>(request, 'search?q=Zielinska');
  const person = found.people.items[0];
  expect(person, 'a public person in the demo catalogue').toBeTruthy();
  await page.goto(`/people/${person!.uid}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`${person!.firstName} ${person!.lastName}`);
  await expectAccessible(page, 'person page');
});

test('/codes with a branch open, /codes-search and /search, in English and Polish', async ({ page }) => {
  await page.goto('/codes');
  await expect(main(page).getByRole('heading', { name: 'NACE Rev. 2 codes', level: 1 })).toBeVisible();
  const manufacturing = main(page).getByRole('button', { name: /^C Manufacturing/ });
  await manufacturing.click();
  await expect(manufacturing).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/[?&]open=C(&|$)/);
  await expect(main(page).getByText('Manufacture of fabricated metal products, except machinery and equipment').first()).toBeVisible();
  await expectAccessible(page, '/codes with section C open', REFLOW);

  await page.goto('/codes-search?q=metal');
  await expect(main(page).getByRole('heading', { name: 'Search codes', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('article', { name: '24 Manufacture of basic metals' })).toBeVisible();
  await expectAccessible(page, '/codes-search?q=metal', REFLOW);

  await page.goto('/search?q=metal');
  await expect(main(page).getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'Events' }).getByRole('article').first()).toBeVisible();
  await expectAccessible(page, '/search?q=metal', REFLOW);

  await switchToPolish(page);
  await expect(main(page).getByRole('heading', { level: 1 })).not.toHaveText('Search');
  await expect(main(page).getByRole('region', { name: 'Wydarzenia' }).getByRole('article').first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/search?q=metal in Polish');
  await page.goto('/codes?open=C');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('button', { name: /^C / })).toHaveAttribute('aria-expanded', 'true');
  await expectNoSidewaysScroll(page, '/codes with section C open in Polish');
  await page.goto('/codes-search?q=metal');
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await expectNoSidewaysScroll(page, '/codes-search?q=metal in Polish');
});
