import type { ConsoleMessage } from '@playwright/test';

/** An HTTP error the test provokes on purpose: the resource URL and, optionally, the status. */
interface ExpectedHttpError {
  url: RegExp;
  status?: number;
}

/**
 * Everything that went wrong in the page while a test ran: console errors, uncaught exceptions and
 * Content-Security-Policy violations. The `problems` fixture is automatic: every test fails when any
 * of them happened, unless the test declared the failing request with `problems.expectHttpError`.
 */
export class PageProblems {
  readonly found: string[] = [];
  private readonly expected: ExpectedHttpError[] = [
    // docs/product.md: profile/count answers 400 to a user without a company (it stops the counter refresh
    // during onboarding, as the seed requires). Chromium logs every 4xx resource as a console error.
    { url: /\/api\/client\/profile\/count$/, status: 400 },
  ];

  /** Declares a failing request the test causes deliberately (an aborted or refused API call). */
  expectHttpError(url: RegExp, status?: number): void {
    this.expected.push({ url, status });
  }

  onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    const resource = message.location().url;
    if (text.startsWith('Failed to load resource')) {
      const status = /status of (\d{3})/.exec(text)?.[1];
      const known = this.expected.some((rule) => rule.url.test(resource) && (rule.status === undefined || String(rule.status) === status));
      if (known) return;
    }
    this.found.push(`console error: ${text}${resource ? ` (${resource})` : ''}`);
  }

  onPageError(error: Error): void {
    this.found.push(`uncaught exception: ${error.message}`);
  }

  onCspViolation(description: string): void {
    this.found.push(`CSP violation: ${description}`);
  }
}
