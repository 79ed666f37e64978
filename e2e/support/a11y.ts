import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Waits until CSS transitions and animations (modal fade-ins, drawers sliding) have finished. */
export async function settled(page: Page): Promise<void> {
  // A transition starts on a frame after the state change that causes it: let two frames pass
  // first, or a view that is still fading in can be measured half transparent.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

/**
 * axe-core on the page as it is now (WCAG 2.1 A/AA and best practice), then no sideways scrolling.
 * Soft assertions: one test reports every page and state it checks, not only the first failure.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const t0 = Date.now();
  await settled(page);
  const t1 = Date.now();
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  if (process.env.E2E_TIMING) console.log(`${what}: settle ${t1 - t0} ms, axe ${Date.now() - t1} ms`);
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
        .join(' | ')}`,
  );
  expect.soft(violations, `axe violations on ${what}`).toEqual([]);
  await expectNoSidewaysScroll(page, what);
}

export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, viewport } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect.soft(scrollWidth, `page width on ${what} (viewport ${viewport} px)`).toBeLessThanOrEqual(viewport);
}
