import { API_BASE } from '@fairhub/shared/constants';
import { ApiError, errorFromBody } from './api-error.ts';
import { currentLanguage } from './language.ts';
import { filenameFromDisposition } from './file-download.ts';

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

/** A file download (GET): the same language and error handling; the body as a Blob with the server's file name. */
export async function apiDownload(path: string, options: Pick<RequestOptions, 'headers' | 'signal'> = {}): Promise<{ blob: Blob; filename: string | null }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'GET',
      headers: { 'Accept-Language': currentLanguage(), ...options.headers },
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, path, message: `Network error calling ${path}` });
  }
  if (!response.ok) throw errorFromBody(response.status, path, await readJson(response), response.headers.get('Retry-After'));
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
}
