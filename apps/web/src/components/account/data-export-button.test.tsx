import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notify } from '../../lib/toasts.ts';
import { DataExportButton } from './data-export-button.tsx';
import { renderAccountPart, signIn } from './test-utils.tsx';

/** fetch answering GET profile/export with `response`; records the request's headers. */
function stubExport(response: () => Response) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
      return response();
    }),
  );
  return requests;
}

describe('DataExportButton', { timeout: 30_000 }, () => {
  beforeEach(() => signIn());
  afterEach(() => vi.unstubAllGlobals());

  it('downloads GET profile/export with the token and saves it under the name the server gives', async () => {
    const success = vi.spyOn(notify, 'success').mockResolvedValue();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:export-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.getAttribute('href') ?? '' });
    });
    const requests = stubExport(
      () =>
        new Response('{"exportedAt":"2026-03-01T10:00:00.000Z"}', {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="fairhub-data-2026-03-01.json"' },
        }),
    );
    await renderAccountPart(<DataExportButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(saved).toEqual([{ name: 'fairhub-data-2026-03-01.json', href: 'blob:export-1' }]));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/client/profile/export');
    expect(requests[0]!.headers).toMatchObject({ Authorization: 'Bearer tok-anna', Accept: 'application/json' });
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('{"exportedAt":"2026-03-01T10:00:00.000Z"}');
    expect(success).toHaveBeenCalledWith('Your data is saved as fairhub-data-2026-03-01.json.');
  });

  it('a failure says so above the button', async () => {
    stubExport(
      () =>
        new Response(JSON.stringify({ type: 'about:blank', title: 'Problem', status: 500, detail: 'Boom', code: 'server' }), {
          status: 500,
          headers: { 'Content-Type': 'application/problem+json' },
        }),
    );
    await renderAccountPart(<DataExportButton />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be made.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
  });
});
