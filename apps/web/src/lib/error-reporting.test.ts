import { describe, expect, it } from 'vitest';
import { buildPayload, parseStack } from './bugsnag-notifier.ts';
import { startErrorReporting } from './error-reporting.ts';

describe('error reporting', () => {
  it('stays off without a key', async () => {
    await expect(startErrorReporting({ errorReportingKey: null, build: 'b1' })).resolves.toBe(false);
  });

  it('reports app version 0.2 and release stage prod', () => {
    const error = new Error('Boom');
    const payload = buildPayload('abc', error, { unhandled: true, context: '/panel' });
    expect(payload.apiKey).toBe('abc');
    expect(payload.events[0]?.app).toMatchObject({ version: '0.2', releaseStage: 'prod' });
    expect(payload.events[0]?.exceptions[0]).toMatchObject({ errorClass: 'Error', message: 'Boom' });
  });

  it('reads V8 stack frames', () => {
    const frames = parseStack('Error: x\n    at render (https://fairhub.example/assets/index.js:10:20)\n    at https://fairhub.example/a.js:1:2');
    expect(frames).toEqual([
      { method: 'render', file: 'https://fairhub.example/assets/index.js', lineNumber: 10, columnNumber: 20 },
      { method: '(anonymous)', file: 'https://fairhub.example/a.js', lineNumber: 1, columnNumber: 2 },
    ]);
  });
});
