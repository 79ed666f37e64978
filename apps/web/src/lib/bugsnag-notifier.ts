import { FRONT_END_VERSION, RELEASE_STAGE } from '@fairhub/shared/constants';

/**
 * Error reports in the shape of Bugsnag's notify API (payload version 5). Loaded lazily and only
 * when the runtime config carries an error-reporting key.
 */
export const NOTIFY_ENDPOINT = 'https://notify.bugsnag.com/';
const MAX_REPORTS_PER_PAGE = 10;

interface StackFrame {
  file: string;
  lineNumber?: number;
  columnNumber?: number;
  method: string;
}

/** Reads the frames of a V8 or Firefox stack trace. */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const v8 = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    const gecko = /^(.*)@(.+?):(\d+):(\d+)$/.exec(line);
    const match = v8 ?? gecko;
    if (!match) continue;
    frames.push({ method: match[1] || '(anonymous)', file: match[2] ?? '', lineNumber: Number(match[3]), columnNumber: Number(match[4]) });
  }
  return frames;
}

export function buildPayload(apiKey: string, error: Error, options: { unhandled: boolean; context: string; build?: string }) {
  return {
    apiKey,
    payloadVersion: '5',
    notifier: { name: 'Fairhub web notifier', version: FRONT_END_VERSION, url: 'https://fairhub.example/' },
    events: [
      {
        exceptions: [{ errorClass: error.name || 'Error', message: error.message, stacktrace: parseStack(error.stack), type: 'browserjs' }],
        context: options.context,
        unhandled: options.unhandled,
        severity: options.unhandled ? 'error' : 'warning',
        severityReason: { type: options.unhandled ? 'unhandledException' : 'handledException' },
        app: { version: FRONT_END_VERSION, releaseStage: RELEASE_STAGE, ...(options.build ? { buildId: options.build } : {}) },
        device: { time: new Date().toISOString(), userAgent: navigator.userAgent, locale: navigator.language },
        request: { url: window.location.href },
      },
    ],
  };
}

export function startNotifier(apiKey: string, build?: string): (error: unknown) => void {
  let sent = 0;
  const send = (error: unknown, unhandled: boolean) => {
    if (sent >= MAX_REPORTS_PER_PAGE) return;
    sent += 1;
    const normalized = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error value thrown');
    const payload = buildPayload(apiKey, normalized, { unhandled, context: window.location.pathname, build });
    void fetch(NOTIFY_ENDPOINT, {
      method: 'POST',
      mode: 'cors',
      keepalive: true,
      headers: {
        'Content-Type': 'application/json',
        'Bugsnag-Api-Key': apiKey,
        'Bugsnag-Payload-Version': '5',
        'Bugsnag-Sent-At': new Date().toISOString(),
      },
      body: JSON.stringify(payload),
    }).catch(() => {
      // Reporting must never break the page.
    });
  };
  window.addEventListener('error', (event) => send(event.error ?? event.message, true));
  window.addEventListener('unhandledrejection', (event) => send(event.reason, true));
  return (error) => send(error, false);
}
