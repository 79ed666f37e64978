import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage, RuntimeConfig } from '@fairhub/shared/runtime-config';

/** A password the server's rules accept (long, not common, not the e-mail). */
export const PASSWORD = 'Amber-stand-42-Gdansk';
export const NEW_PASSWORD = 'Baltic-booth-77-Sopot';
/** The demo users' password (README). */
export const DEMO_PASSWORD = 'fairhub-demo-2026';
export const DEMO = {
  organizer: 'organizer@fairhub.test',
  exhibitor: 'exhibitor@fairhub.test',
  member: 'member@fairhub.test',
  visitor: 'visitor@fairhub.test',
} as const;

const API = '/api/client';
let sequence = 0;

/** A fresh address per call, so journeys never share an account. */
export function uniqueEmail(label: string): string {
  sequence += 1;
  return `${label}-${Date.now()}-${process.pid}-${sequence}@e2e.fairhub.test`;
}

/**
 * Waits for the newest e-mail to `to` whose subject matches, and returns its first link whose path
 * starts with `pathPrefix` (e.g. `/confirm/`), as a path for `page.goto`.
 */
export async function linkFromOutbox(request: APIRequestContext, to: string, pathPrefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/dev/outbox`);
        expect(response.status()).toBe(200);
        const messages = (await response.json()) as OutboxMessage[];
        for (const message of messages.filter((item) => item.to.toLowerCase() === to.toLowerCase())) {
          const found = message.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith(pathPrefix));
          if (found) {
            link = found.pathname + found.search;
            return link;
          }
        }
        return undefined;
      },
      { message: `an e-mail to ${to} with a ${pathPrefix} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

export function tokenOf(link: string): string {
  return decodeURIComponent(link.split('/').pop() ?? '');
}

/** The password grant with the client credentials the server hands to the SPA. */
export async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const config = (await (await request.get(`${API}/config`)).json()) as RuntimeConfig;
  const response = await request.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret, username: email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The status the token endpoint gives these credentials (200 good, 400 invalid_grant). */
export async function tokenStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  const config = (await (await request.get(`${API}/config`)).json()) as RuntimeConfig;
  const response = await request.post(`${API}/oauth/token`, {
    data: { grant_type: 'password', client_id: config.clientId, client_secret: config.clientSecret, username: email, password },
  });
  return response.status();
}

/** Revokes a token on the server, as logging out elsewhere would. */
export async function revokeToken(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post(`${API}/logout`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
}
