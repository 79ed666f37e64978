// @vitest-environment node
import { describe, expect, it } from 'vitest';
import enCommon from '../locales/en/common.json';
import plCommon from '../locales/pl/common.json';
import { errorFromBody } from './api-error.ts';
import { errorMessageKey } from './problem-messages.ts';

const problem = (status: number, code?: string) => errorFromBody(status, 'auth/register', { type: 'about:blank', title: 'T', status, code }, null);
const sentence = (messages: { errors: Record<string, string> }, key: string) => messages.errors[key.replace(/^errors\./, '')];

describe('errorMessageKey', () => {
  it('names a known code before the status, then the status, never a raw number', () => {
    expect(errorMessageKey(problem(400, 'no_company'))).toBe('errors.no_company');
    expect(errorMessageKey(problem(429, 'rate_limited'))).toBe('errors.rate_limited');
    expect(errorMessageKey(problem(500))).toBe('errors.server');
    expect(errorMessageKey(new Error('boom'))).toBe('errors.unexpected');
  });

  it('tells a busy server (503) to try again shortly, in English and Polish, rather than that something broke', () => {
    const key = errorMessageKey(problem(503, 'busy'));
    expect(key).toBe('errors.busy');
    expect(sentence(enCommon, key)).toMatch(/try again in a few seconds/i);
    expect(sentence(plCommon, key)).toMatch(/spróbuj ponownie za kilka sekund/i);
  });
});
