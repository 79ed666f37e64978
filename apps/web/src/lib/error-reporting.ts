import type { RuntimeConfig } from '@fairhub/shared/runtime-config';

let report: ((error: unknown) => void) | null = null;

/** Starts error reporting only when the runtime config has a key; the notifier loads lazily. */
export async function startErrorReporting(config: Pick<RuntimeConfig, 'errorReportingKey' | 'build'>): Promise<boolean> {
  if (!config.errorReportingKey || report) return Boolean(report);
  const { startNotifier } = await import('./bugsnag-notifier.ts');
  report = startNotifier(config.errorReportingKey, config.build);
  return true;
}

/** Reports a handled error (for example from an error boundary); a no-op without a key. */
export function reportError(error: unknown): void {
  report?.(error);
}
