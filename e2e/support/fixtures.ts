import { test as base, expect } from '@playwright/test';
import { Accounts } from './accounts.ts';
import { PageProblems } from './page-problems.ts';

export { expect, PageProblems };

/**
 * `problems` (every test): fails the test on console errors, page errors and CSP violations.
 * `accounts` (one per worker): users, companies and sessions written straight to the database.
 */
export const test = base.extend<{ problems: PageProblems }, { accounts: Accounts }>({
  accounts: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const request = await playwright.request.newContext({ baseURL });
      const accounts = new Accounts(request, baseURL);
      await use(accounts);
      await accounts.close();
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  problems: [
    async ({ page }, use) => {
      const problems = new PageProblems();
      page.on('console', (message) => problems.onConsole(message));
      page.on('pageerror', (error) => problems.onPageError(error));
      await page.exposeBinding('__e2eReportCsp', (_source, description: string) => problems.onCspViolation(description));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __e2eReportCsp?: (text: string) => void }).__e2eReportCsp;
          report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}`);
        });
      });
      await use(problems);
      expect(problems.found, 'console errors, page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});
