/**
 * The public catalogue's journeys at desktop width: list → filters → details → back (the list kept
 * alive with its filters, results and scroll), Back/Forward across filter states, the header search,
 * deep links and canonical redirects, the HTML crawlers get, the .ics download and Polish.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Profile } from '@fairhub/shared/profile';
import type { OrganizerSummary } from '@fairhub/shared/organizers';
import type { VenueSummary } from '@fairhub/shared/venues';
import type { Page as ResultPage } from '@fairhub/shared/paging';
import { test, expect } from './support/fixtures.ts';
import { DEMO } from './support/api.ts';
import {
  apiGet,
  cardTitles,
  decodeHtml,
  eventAtVenue,
  getEvent,
  isMarkedKeptAlive,
  jsonLdBlocks,
  listEvents,
  markKeptAlive,
  metaContent,
  resultCount,
  scrollY,
  settledGrid,
  spaNavigate,
  watchForRefetch,
} from './support/catalogue.ts';

/** Demo-catalogue filters with a long enough list to scroll (checked against the API first). */
const WORD = 'b2b';
const COUNTRY = { code: 'PL', name: 'Poland' };
const CODE = { code: 'C', label: 'C — Manufacturing', typed: 'manufacturing' };

function main(page: Page) {
  return page.getByRole('main');
}

function eventFilters(page: Page) {
  const filters = main(page).getByRole('region', { name: 'Filters' });
  return {
    search: main(page).getByRole('searchbox', { name: 'Search events' }),
    country: filters.getByRole('combobox', { name: 'Country' }),
    code: filters.getByRole('combobox', { name: 'Industry (NACE code)' }),
  };
}

function searchParamsOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** Scrolls the window so the link sits in the middle of the screen, well down the page. */
async function scrollTo(page: Page, link: ReturnType<Page['getByRole']>): Promise<number> {
  await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  return scrollY(page);
}

async function expectScrollNear(page: Page, expected: number): Promise<void> {
  await expect.poll(async () => Math.abs((await scrollY(page)) - expected), { message: `scroll position back at ${expected}` }).toBeLessThanOrEqual(3);
}

test('events: search, country and code filters, a details page, and back to the same list, filters and scroll; Back/Forward across filter states', async ({
  page,
  request,
}) => {
  const [all, withWord, withCountry, withCode] = await Promise.all([
    listEvents(request, { perPage: 1 }),
    listEvents(request, { q: WORD, perPage: 24 }),
    listEvents(request, { q: WORD, country: COUNTRY.code, perPage: 24 }),
    listEvents(request, { q: WORD, country: COUNTRY.code, code: CODE.code, perPage: 24 }),
  ]);
  // Each filter narrows the list, and the last one still fills several rows of cards.
  expect(withWord.total).toBeLessThan(all.total);
  expect(withCountry.total).toBeLessThan(withWord.total);
  expect(withCode.total).toBeLessThan(withCountry.total);
  expect(withCode.items.length).toBeGreaterThanOrEqual(12);

  await page.goto('/events');
  await expect(main(page).getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  const status = resultCount(page);
  await expect(status).toHaveText(`${all.total} events`);
  const filters = eventFilters(page);

  // Typing: the words reach the address once the typing pauses.
  await filters.search.fill(WORD);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${WORD}(&|$)`));
  await expect(status).toHaveText(`${withWord.total} events`);

  await filters.country.click();
  await filters.country.fill('Pola');
  await page.getByRole('option', { name: COUNTRY.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]country=${COUNTRY.code}(&|$)`));
  await expect(status).toHaveText(`${withCountry.total} events`);

  await filters.code.click();
  await filters.code.fill(CODE.typed);
  await page.getByRole('option', { name: CODE.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]code=${CODE.code}(&|$)`));
  await expect(status).toHaveText(`${withCode.total} events`);
  expect(searchParamsOf(page)).toMatchObject({ q: WORD, country: COUNTRY.code, code: CODE.code });

  // The cards are the API's first page for these filters, in its order.
  const titles = await cardTitles(page, 'events-grid');
  expect(titles).toEqual(withCode.items.map((event) => event.title));
  const grid = await settledGrid(page, 'events-grid');
  await markKeptAlive(grid);
  const listUrl = page.url();

  // Well down the list, open an event.
  const chosen = withCode.items[Math.min(10, withCode.items.length - 1)]!;
  const link = grid.getByRole('link', { name: chosen.title, exact: true });
  const listScroll = await scrollTo(page, link);
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/events/${chosen.uid}/${chosen.slug}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(chosen.title);
  await expect(page).toHaveTitle(`${chosen.title} · Fairhub`);
  // Not a kept-alive route: the details page starts at the top.
  await expect.poll(() => scrollY(page)).toBe(0);

  const watch = await watchForRefetch(page, /^\/api\/client\/events\?/);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(filters.search).toHaveValue(WORD);
  await expect(filters.country).toHaveValue(COUNTRY.name);
  await expect(filters.code).toHaveValue(CODE.label);
  await expect(status).toHaveText(`${withCode.total} events`);
  expect(await cardTitles(page, 'events-grid')).toEqual(titles);
  await expectScrollNear(page, listScroll);
  expect(await isMarkedKeptAlive(grid), 'the list screen was kept mounted').toBe(true);
  // Give a late refetch or skeleton a moment to show, then make sure none did.
  await page.waitForTimeout(300);
  expect(await watch.stop(), 'skeletons, dimmed results or list requests after Back').toEqual([]);

  // Back and Forward walk through the filter states, each with its own results.
  await page.goBack();
  await expect.poll(() => searchParamsOf(page)).toEqual({ q: WORD, country: COUNTRY.code });
  await expect(filters.code).toHaveValue('');
  await expect(filters.country).toHaveValue(COUNTRY.name);
  await expect(status).toHaveText(`${withCountry.total} events`);
  expect(await cardTitles(page, 'events-grid')).toEqual(withCountry.items.map((event) => event.title));

  await page.goBack();
  await expect.poll(() => searchParamsOf(page)).toEqual({ q: WORD });
  await expect(filters.country).toHaveValue('');
  await expect(filters.search).toHaveValue(WORD);
  await expect(status).toHaveText(`${withWord.total} events`);
  expect(await cardTitles(page, 'events-grid')).toEqual(withWord.items.map((event) => event.title));

  await page.goForward();
  await expect.poll(() => searchParamsOf(page)).toEqual({ q: WORD, country: COUNTRY.code });
  await expect(filters.country).toHaveValue(COUNTRY.name);
  await expect(status).toHaveText(`${withCountry.total} events`);

  await page.goForward();
  await expect(page).toHaveURL(listUrl);
  await expect(filters.code).toHaveValue(CODE.label);
  await expect(status).toHaveText(`${withCode.total} events`);
  expect(await cardTitles(page, 'events-grid')).toEqual(titles);
});

test('venues and organizers: filter, open one, and back to the same list and scroll', async ({ page, request }) => {
  // Venues in one country.
  const venues = await apiGet<ResultPage<VenueSummary>>(request, `venues?country=${COUNTRY.code}&perPage=24`);
  expect(venues.items.length).toBeGreaterThanOrEqual(6);
  await page.goto('/venues');
  await expect(main(page).getByRole('heading', { name: 'Venues', level: 1 })).toBeVisible();
  const venueCountry = main(page).getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Country' });
  await venueCountry.click();
  await venueCountry.fill('Pola');
  await page.getByRole('option', { name: COUNTRY.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]country=${COUNTRY.code}(&|$)`));
  await expect(resultCount(page)).toHaveText(`${venues.total} venues`);
  const venueTitles = await cardTitles(page, 'venues-grid');
  expect(venueTitles).toEqual(venues.items.map((venue) => venue.name));
  const venueGrid = await settledGrid(page, 'venues-grid');
  await markKeptAlive(venueGrid);
  const venueListUrl = page.url();
  const venue = venues.items[venues.items.length - 1]!;
  const venueLink = venueGrid.getByRole('link', { name: venue.name, exact: true });
  const venueScroll = await scrollTo(page, venueLink);
  await venueLink.click();
  await expect(page).toHaveURL(new RegExp(`/venues/${venue.uid}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(venue.name);
  await page.goBack();
  await expect(page).toHaveURL(venueListUrl);
  await expect(venueCountry).toHaveValue(COUNTRY.name);
  expect(await cardTitles(page, 'venues-grid')).toEqual(venueTitles);
  await expectScrollNear(page, venueScroll);
  expect(await isMarkedKeptAlive(venueGrid), 'the venues list was kept mounted').toBe(true);

  // Organizers in the same country.
  const organizers = await apiGet<ResultPage<OrganizerSummary>>(request, `organizers?country=${COUNTRY.code}&perPage=24`);
  expect(organizers.items.length).toBeGreaterThanOrEqual(9);
  await page.goto('/organizers');
  await expect(main(page).getByRole('heading', { name: 'Organizers and companies', level: 1 })).toBeVisible();
  const organizerCountry = main(page).getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Country' });
  await organizerCountry.click();
  await organizerCountry.fill('Pola');
  await page.getByRole('option', { name: COUNTRY.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]country=${COUNTRY.code}(&|$)`));
  // The grid follows the address a moment after it changes (the venues above wait for their count):
  // wait until it shows the filtered page, then compare exactly.
  await expect.poll(() => cardTitles(page, 'organizers-grid')).toEqual(organizers.items.map((organizer) => organizer.name));
  const organizerTitles = await cardTitles(page, 'organizers-grid');
  const organizerGrid = await settledGrid(page, 'organizers-grid');
  await markKeptAlive(organizerGrid);
  const organizerListUrl = page.url();
  const organizer = organizers.items[organizers.items.length - 1]!;
  const organizerLink = organizerGrid.getByRole('link', { name: organizer.name, exact: true });
  const organizerScroll = await scrollTo(page, organizerLink);
  await organizerLink.click();
  await expect(page).toHaveURL(new RegExp(`/organizers/${organizer.uid}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(organizer.name);
  await page.goBack();
  await expect(page).toHaveURL(organizerListUrl);
  await expect(organizerCountry).toHaveValue(COUNTRY.name);
  expect(await cardTitles(page, 'organizers-grid')).toEqual(organizerTitles);
  await expectScrollNear(page, organizerScroll);
  expect(await isMarkedKeptAlive(organizerGrid), 'the organizers list was kept mounted').toBe(true);
});

test('the header search box leads to /search, and a result to its details page', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the catalogue' });
  await box.fill('metal');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=metal$/);
  await expect(main(page).getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('searchbox')).toHaveValue('metal');

  const events = main(page).getByRole('region', { name: 'Events' });
  const first = events.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
  await expect(first).toBeVisible();
  const title = ((await first.textContent()) ?? '').trim();
  expect(title.toLowerCase()).toContain('metal');
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/events\/[\w-]+\/[\w-]+$/);
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(title);
});

test('deep links: filters from the address, canonical event URLs, /companies, and not-found pages', async ({ page, request, problems, accounts }) => {
  // Filters in a shared link fill the form.
  const filtered = await listEvents(request, { q: WORD, country: COUNTRY.code, perPage: 24 });
  await page.goto(`/events?country=${COUNTRY.code}&q=${WORD}`);
  const filters = eventFilters(page);
  await expect(filters.search).toHaveValue(WORD);
  await expect(filters.country).toHaveValue(COUNTRY.name);
  await expect(resultCount(page)).toHaveText(`${filtered.total} events`);
  expect(await cardTitles(page, 'events-grid')).toEqual(filtered.items.map((event) => event.title));

  // Without its slug or with a wrong one, an event's address ends at the canonical one:
  // the server answers 301 to a page load …
  const event = filtered.items[0]!;
  const canonical = `/events/${event.uid}/${event.slug}`;
  for (const path of [`/events/${event.uid}`, `/events/${event.uid}/not-the-slug`]) {
    const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers().location ?? '', 'http://x').pathname, path).toBe(canonical);
  }
  await page.goto(`/events/${event.uid}/not-the-slug`);
  await expect(page).toHaveURL(canonical);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(event.title);
  // … and the SPA replaces the address itself, keeping the query and hash.
  await spaNavigate(page, `/events/${event.uid}?ref=share#event-about`);
  await expect(page).toHaveURL(`${canonical}?ref=share#event-about`);
  await spaNavigate(page, `/events/${event.uid}/old-title`);
  await expect(page).toHaveURL(canonical);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(event.title);

  // /companies is the organizers list, with the query kept.
  await page.goto('/companies?q=expo');
  await expect(page).toHaveURL(/\/organizers\?q=expo$/);
  await expect(main(page).getByRole('heading', { name: 'Organizers and companies', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('searchbox', { name: 'Search companies' })).toHaveValue('expo');

  // Unknown events and private people: the page says so (the server answers 404 too).
  problems.expectHttpError(/\/events\/nope$/, 404);
  problems.expectHttpError(/\/api\/client\/events\/nope$/, 404);
  const missing = await page.goto('/events/nope');
  expect(missing?.status()).toBe(404);
  await expect(main(page).getByRole('heading', { name: 'We could not find this event', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/events\/nope$/);

  const { token } = await accounts.demo(DEMO.exhibitor);
  const profile = (await (await request.get('/api/client/profile', { headers: { Authorization: `Bearer ${token}` } })).json()) as Profile;
  expect((await request.get(`/api/client/people/${profile.uid}`)).status(), 'a private profile is 404 in the API').toBe(404);
  problems.expectHttpError(new RegExp(`/people/${profile.uid}$`), 404);
  const privatePerson = await page.goto(`/people/${profile.uid}`);
  expect(privatePerson?.status()).toBe(404);
  await expect(main(page).getByRole('heading', { name: 'This profile is not public', level: 1 })).toBeVisible();
  await expect(main(page)).not.toContainText(profile.lastName);
});

test('an event page as crawlers get it: head tags and JSON-LD without JavaScript; robots.txt and the sitemap', async ({ request, baseURL }) => {
  const summary = await eventAtVenue(request);
  const event = await getEvent(request, summary.uid);
  const canonicalPath = `/events/${event.uid}/${event.slug}`;
  const canonicalUrl = new URL(canonicalPath, baseURL).href;

  const response = await request.get(canonicalPath, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();

  expect(decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(`${event.title} · Fairhub`);
  expect(metaContent(html, 'description')?.length ?? 0, 'meta description').toBeGreaterThan(40);
  expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(canonicalUrl);
  expect(metaContent(html, 'og:title')).toContain(event.title);
  expect(metaContent(html, 'og:url')).toBe(canonicalUrl);
  const image = metaContent(html, 'og:image') ?? '';
  expect(image).toMatch(/^https?:\/\//);
  expect((await request.get(image)).status(), `og:image ${image}`).toBe(200);
  expect(metaContent(html, 'twitter:card')).toMatch(/^summary(_large_image)?$/);

  const ld = jsonLdBlocks(html).find((block) => block['@type'] === 'Event') as
    { name: string; startDate: string; url?: string; location: { '@type': string; name: string; address?: { addressLocality?: string } } } | undefined;
  expect(ld, 'a JSON-LD block of @type Event').toBeTruthy();
  expect(ld!.name).toBe(event.title);
  expect(new Date(ld!.startDate).getTime()).toBe(new Date(event.startsAt).getTime());
  expect(ld!.location['@type']).toBe('Place');
  expect(ld!.location.name).toBe(event.venue!.name);
  expect(ld!.location.address?.addressLocality).toBe(event.venue!.city);

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  // The sitemap (or one of the sitemaps it lists) has the event's canonical URL.
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const locs = (text: string) => [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decodeHtml(match[1]!));
  let urls = locs(xml);
  if (xml.includes('<sitemapindex')) {
    const parts = await Promise.all(urls.map(async (url) => locs(await (await request.get(new URL(url).pathname)).text())));
    urls = parts.flat();
  }
  expect(urls).toContain(canonicalUrl);
});

test('"Add to calendar" downloads an .ics file of the event', async ({ page, request }) => {
  const summary = await eventAtVenue(request);
  await page.goto(`/events/${summary.uid}/${summary.slug}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(summary.title);
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  // Unfold the folded content lines (RFC 5545 §3.1) and undo TEXT escaping before comparing.
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  expect(unfolded).toContain('BEGIN:VCALENDAR');
  expect(unfolded).toContain('BEGIN:VEVENT');
  const title = /^SUMMARY[^:]*:(.*)$/m
    .exec(unfolded)?.[1]
    ?.replace(/\r$/, '')
    .replace(/\\([,;\\])/g, '$1');
  expect(title).toBe(summary.title);
  const utc = new Date(summary.startsAt)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  expect(unfolded).toMatch(new RegExp(`^DTSTART(;[^:]*)?:${utc}\\r?$`, 'm'));
  expect(unfolded).toContain('END:VEVENT');
});

test('the events list in Polish: labels and relative dates', async ({ page }) => {
  await page.goto('/events');
  await expect(main(page).getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Polski' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(main(page).getByRole('heading', { name: 'Wydarzenia', level: 1 })).toBeVisible();
  await expect(main(page).getByRole('searchbox', { name: 'Szukaj wydarzeń' })).toBeVisible();
  await expect(main(page).getByRole('radio', { name: 'Nadchodzące' })).toBeChecked();
  await expect(main(page).getByRole('region', { name: 'Filtry' }).getByRole('combobox', { name: 'Kraj' })).toBeVisible();
  await expect(resultCount(page, 'Wyniki')).toHaveText(/^\d[\d\s\u00a0]* wydarze(ń|nia|nie)$/);
  await expect(page).toHaveTitle('Wydarzenia · Fairhub');
  // Each card says when in Polish: "za 3 dni", "za miesiąc", "trwa teraz" …
  const grid = await settledGrid(page, 'events-grid');
  const firstLines = await grid
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => article.querySelector('p')?.textContent?.trim() ?? ''));
  expect(firstLines.length).toBeGreaterThan(0);
  for (const line of firstLines) expect(line).toMatch(/^(za |trwa teraz$)/i);
  expect(
    firstLines.some((line) => /^za \d* ?(dni|dzień|tydzień|tygodnie|miesiąc|miesiące|miesięcy|godzin|godziny|godzinę)$/.test(line)),
    firstLines.join(' | '),
  ).toBe(true);
});
