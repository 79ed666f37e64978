import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { STORAGE_KEYS, type Language } from '@fairhub/shared/constants';
import { PHONE_VIEWPORT } from './phone.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The axe-core that @axe-core/playwright runs (its own dependency), read once per worker. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's run on the page as it is now. The app has no frames, so `axe.run` in the page checks
 * exactly what AxeBuilder's frame-by-frame mode checks (axe.runPartial in each frame, then
 * axe.finishRun in a blank page it opens), without that page, and with axe injected once per page
 * load rather than twice per check; only violations are collected (passes and "needs review" were
 * never read). About four times faster per check. Should a page ever hold a frame, AxeBuilder runs.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(TAGS).analyze();
  const options: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, runOptions),
    options,
  );
}

/** Waits until CSS transitions and animations (modal fade-ins, drawers sliding) have finished. */
export async function settled(page: Page): Promise<void> {
  // A transition starts on a frame after the state change that causes it: let two frames pass
  // first, or a view that is still fading in can be measured half transparent.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/** Up to this width a page is at phone size. */
const PHONE_WIDTH = 480;

const atPhoneWidth = (page: Page) => (page.viewportSize()?.width ?? Infinity) <= PHONE_WIDTH;

/**
 * A *.responsive.spec.ts journey (desktop project) walks its states once and checks each at desktop
 * width and then, in place, at 360 px (asPhone): the layout is CSS alone (Mantine's hiddenFrom and
 * visibleFrom, media queries in the modules), so the same page at the other width is the state a
 * phone would show, without walking the journey again at that width.
 */
const checksBothWidths = (page: Page) => test.info().file.endsWith('.responsive.spec.ts') && !atPhoneWidth(page);

/**
 * Runs `body` with the page at phone width (PHONE_VIEWPORT), then gives the page back its own
 * viewport. The page keeps its state: nothing reloads, an open dialog stays open. Touch input is not
 * emulated: the app lays out by width alone, and Chromium keeps `hover: none` matching after touch
 * emulation is switched off again, which would leave the desktop checks that follow on a touch
 * screen. On a page that is already at phone width it just runs `body`.
 */
export async function asPhone<T>(page: Page, body: () => Promise<T>): Promise<T> {
  const own = page.viewportSize();
  if (!own || atPhoneWidth(page)) return body();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    return await body();
  } finally {
    await page.setViewportSize(own);
  }
}

export interface AccessibleOptions {
  /**
   * How the page's layout at 360 px relates to the desktop one. 'differs' (the default): elements
   * are shown or hidden by width (menus, drawers, a logo or avatar from `xs`, a table that becomes
   * blocks), or moved (`order`) — axe runs at both widths. On a panel page this is about its content
   * (and any dialog over it): the panel's frame is checked at 360 px on its own (REFLOW).
   * 'reflow': the same elements in fewer columns with other spacing and type sizes, nothing shown or
   * hidden by width, nothing laid over anything else, no text crossing the large-text size that
   * changes its contrast threshold — what axe checks is the same at both widths, so axe runs at
   * desktop width and 360 px checks the width alone. The header and footer every public page shares
   * are checked with axe at 360 px on their own (the header test, the catalogue lists).
   * 'desktop-only': a state only wide screens have (the wide header's "Who it is for" menu, which a
   * phone shows in its top menu instead): nothing is checked at 360 px.
   */
  layoutAt360?: 'differs' | 'reflow' | 'desktop-only';
}

/**
 * A state whose layout at 360 px is the desktop one reflowed (AccessibleOptions). On a panel page
 * that is its content: the panel's own frame (its header, the side panel and the account menu) is
 * checked with axe at 360 px by the panel test of a11y.responsive.spec.ts, and is the same on every
 * panel page.
 */
export const REFLOW: AccessibleOptions = { layoutAt360: 'reflow' };

/**
 * axe-core on the page as it is now (WCAG 2.1 A/AA and best practice), then no sideways scrolling;
 * in a *.responsive.spec.ts journey at desktop width, the same again at 360 px (asPhone; axe there
 * unless the layout only reflows). Soft assertions: one test reports every page and state it checks,
 * not only the first failure.
 */
export async function expectAccessible(page: Page, what: string, options: AccessibleOptions = {}): Promise<void> {
  const bothWidths = checksBothWidths(page) && options.layoutAt360 !== 'desktop-only';
  await checkAtThisWidth(page, what, options);
  if (bothWidths) await asPhone(page, () => checkAtThisWidth(page, `${what} at 360 px`, options));
}

async function checkAtThisWidth(page: Page, what: string, options: AccessibleOptions): Promise<void> {
  const t0 = Date.now();
  await settled(page);
  if (options.layoutAt360 === 'reflow' && atPhoneWidth(page)) {
    await noSidewaysScrollHere(page, what);
    return;
  }
  const t1 = Date.now();
  const results = await runAxe(page);
  // Counted by scripts/test.mjs: every axe scan is one of the suite's distinct checks.
  test.info().annotations.push({ type: 'axe', description: what });
  if (process.env.E2E_TIMING) console.log(`${what}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
        .join(' | ')}`,
  );
  expect.soft(violations, `axe violations on ${what}`).toEqual([]);
  await noSidewaysScrollHere(page, what);
}

/**
 * The page is no wider than its viewport; in a *.responsive.spec.ts journey at desktop width, at
 * 360 px too (asPhone).
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const bothWidths = checksBothWidths(page);
  await noSidewaysScrollHere(page, what);
  if (bothWidths)
    await asPhone(page, async () => {
      await settled(page);
      await noSidewaysScrollHere(page, `${what} at 360 px`);
    });
}

/**
 * Compared with the viewport's configured width, not `innerWidth`: a phone profile zooms out to fit
 * a wider page, and `innerWidth` grows with it.
 */
async function noSidewaysScrollHere(page: Page, what: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()?.width ?? (await page.evaluate(() => window.innerWidth));
  expect.soft(scrollWidth, `page width on ${what} (viewport ${viewport} px)`).toBeLessThanOrEqual(viewport);
}

/** The language the page shows now (the client's stored choice; English when none is stored). */
export async function currentLanguage(page: Page): Promise<Language> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language);
  return stored === 'pl' ? 'pl' : 'en';
}

/**
 * One state of a page checked in both languages without walking the journey again: axe on the state
 * as it is (in the language shown now), then the other language chosen in place
 * (switchLanguageInPlace), `ready(language)` waits for the state in that language (its text, and
 * its dialog, which it opens again where the switch needed a reload), and axe once more. The page
 * is left in the other language; the next state starts from there. `what` is suffixed with each language.
 */
export async function expectAccessibleInBothLanguages(
  page: Page,
  what: string,
  ready: (language: Language) => Promise<void>,
  options: AccessibleOptions = {},
): Promise<void> {
  const first = await currentLanguage(page);
  await expectAccessible(page, `${what} (${first})`, options);
  const other: Language = first === 'en' ? 'pl' : 'en';
  await switchLanguageInPlace(page, other);
  await ready(other);
  await expectAccessible(page, `${what} (${other})`, options);
}

const LANGUAGE_GROUP = /^(Language|Język)$/;

/**
 * Switches the page to `language` in place, as a visitor does: the header's language switch, no
 * reload (the page keeps its data and the state walked to; a full start of the app costs more than
 * the axe check that follows). While a dialog covers the page, the switch is out of reach: then the
 * choice is stored as an earlier visit would have left it and the page reloaded, and the caller's
 * `ready` opens the dialog again.
 */
export async function switchLanguageInPlace(page: Page, language: Language): Promise<void> {
  const control = page.getByRole('group', { name: LANGUAGE_GROUP }).locator(`button[lang="${language}"]`).filter({ visible: true }).first();
  const covered = await page.getByRole('dialog').filter({ visible: true }).count();
  if (!covered && (await control.count())) {
    await control.click();
    await expect(control).toHaveAttribute('aria-pressed', 'true');
  } else {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.language, language] as const);
    await page.reload();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
