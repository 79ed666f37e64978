import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { EventDetails, EventSummary } from '@fairhub/shared/events';
import type { Page as ResultPage } from '@fairhub/shared/paging';

const API = '/api/client';

/** GET on the public API; fails the test on anything but 200. */
export async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}/${path.replace(/^\//, '')}`);
  expect(response.status(), `GET ${path}: ${response.status()}`).toBe(200);
  return (await response.json()) as T;
}

export function listEvents(request: APIRequestContext, query: Record<string, string | number>): Promise<ResultPage<EventSummary>> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiGet<ResultPage<EventSummary>>(request, `events?${search.toString()}`);
}

export function getEvent(request: APIRequestContext, uid: string): Promise<EventDetails> {
  return apiGet<EventDetails>(request, `events/${encodeURIComponent(uid)}`);
}

/** A coming published event held at a venue (not online), for pages that show a place. */
export async function eventAtVenue(request: APIRequestContext): Promise<EventSummary> {
  const { items } = await listEvents(request, { perPage: 24 });
  const event = items.find((item) => !item.online && item.venue && item.status === 'published');
  expect(event, 'a coming published event at a venue in the demo catalogue').toBeTruthy();
  return event!;
}

/**
 * A listing's result count ("27 events"), a live status line above the cards. The first status in the
 * results region: while the first page loads, the skeleton grid is a status too, after it.
 */
export function resultCount(page: Page, region = 'Results'): Locator {
  return page.getByRole('main').getByRole('region', { name: region }).getByRole('status').first();
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The results grid of a listing (`events-grid`, `venues-grid`, `organizers-grid`) once nothing is pending. */
export async function settledGrid(page: Page, testId: string): Promise<Locator> {
  const grid = page.getByTestId(testId);
  await expect(grid).toBeVisible();
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  return grid;
}

/** The cards' titles, in order. */
export async function cardTitles(page: Page, testId: string): Promise<string[]> {
  const grid = await settledGrid(page, testId);
  return (await grid.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
}

/** Marks a DOM node: the mark survives only if React keeps the screen mounted. */
export async function markKeptAlive(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Object.assign(element, { __e2eKeptAlive: true }));
}

export async function isMarkedKeptAlive(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => (element as unknown as { __e2eKeptAlive?: boolean }).__e2eKeptAlive === true);
}

/**
 * Watches a listing from now on for a "refetch flash": a loading skeleton or dimmed (busy) results
 * in the main view, and requests to the listing's API path. `stop()` returns what was seen.
 */
export async function watchForRefetch(page: Page, apiPath: RegExp): Promise<{ stop: () => Promise<string[]> }> {
  const requests: string[] = [];
  const onRequest = (url: string) => {
    if (apiPath.test(new URL(url).pathname + new URL(url).search)) requests.push(`request ${url}`);
  };
  const listener = (request: { url: () => string }) => onRequest(request.url());
  page.on('request', listener);
  await page.evaluate(() => {
    const state = window as unknown as { __e2eFlash: string[]; __e2eFlashObserver?: MutationObserver };
    state.__e2eFlash = [];
    const check = () => {
      const main = document.querySelector('main');
      if (!main) return;
      for (const busy of main.querySelectorAll<HTMLElement>('[aria-busy="true"]')) {
        if (busy.checkVisibility()) state.__e2eFlash.push(`busy ${busy.getAttribute('aria-label') ?? busy.dataset.testid ?? busy.tagName}`);
      }
    };
    state.__e2eFlashObserver = new MutationObserver(check);
    state.__e2eFlashObserver.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'style', 'hidden'] });
  });
  return {
    stop: async () => {
      page.off('request', listener);
      const flashes = await page.evaluate(() => {
        const state = window as unknown as { __e2eFlash: string[]; __e2eFlashObserver?: MutationObserver };
        state.__e2eFlashObserver?.disconnect();
        return state.__e2eFlash;
      });
      return [...flashes, ...requests];
    },
  };
}

/**
 * Moves the single-page app to `path` without a page load (as a link would): React Router follows
 * `popstate`, so the server's redirects are out of the picture and only the SPA's own rules act.
 */
export async function spaNavigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/** The few HTML entities the server's head tags use. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `content` of `<meta name|property="…">` in served HTML, decoded; undefined when absent. */
export function metaContent(html: string, key: string): string | undefined {
  for (const tag of html.match(/<meta\s[^>]*>/gi) ?? []) {
    const name = /\s(?:name|property)="([^"]*)"/i.exec(tag)?.[1];
    if (name === key) return decodeHtml(/\scontent="([^"]*)"/i.exec(tag)?.[1] ?? '');
  }
  return undefined;
}

/** Every JSON-LD block in served HTML, parsed. */
export function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/gi)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}
