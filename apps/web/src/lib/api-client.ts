import { API_BASE } from '@fairhub/shared/constants';
import { ApiError, errorFromBody } from './api-error.ts';
import { currentLanguage } from './language.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Joins the client API base and a path such as `profile` or `countries/12`. */
export function apiUrl(path: string): string {
  return `${API_BASE}/${path.replace(/^\/+/, '')}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The public client: JSON content and accept headers, Accept-Language from the chosen language,
 * error bodies parsed as JSON into an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Accept-Language': currentLanguage(),
    ...options.headers,
  };
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, path, message: `Network error calling ${path}` });
  }
  const body = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, path, body, response.headers.get('Retry-After'));
  return body as T;
}
