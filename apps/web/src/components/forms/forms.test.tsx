import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import type { ImageRef } from '@fairhub/shared/uploads';
import { renderRoutes } from '../../lib/test-render.tsx';
import { mockFetch } from '../../lib/test-fetch.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { ImageUpload } from './image-upload.tsx';
import { CodeMultiSelect, type CodeRef } from './code-multi-select.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function DirtyForm() {
  const [text, setText] = useState('');
  return (
    <>
      <label>
        Name <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Link to="/elsewhere">Go elsewhere</Link>
      <UnsavedChangesGuard when={text !== ''} />
    </>
  );
}

const guardRoutes = [
  { path: '/', element: <DirtyForm /> },
  { path: '/elsewhere', element: <h1>Elsewhere</h1> },
];

describe('UnsavedChangesGuard', () => {
  it('lets a clean form go without asking', async () => {
    const { router } = await renderRoutes(guardRoutes);
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks before leaving unsaved changes; staying keeps them, leaving goes', async () => {
    const { router } = await renderRoutes(guardRoutes);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText('Name')).toHaveValue('Acme');

    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('warns when the tab is closed with unsaved changes', async () => {
    await renderRoutes(guardRoutes);
    await userEvent.type(screen.getByLabelText('Name'), 'Acme');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

/** A stand-in for XMLHttpRequest that answers like POST uploads would. */
function stubUploadRequest(status: number, body: unknown) {
  const sent: FormData[] = [];
  class FakeRequest {
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    responseText = '';
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader() {
      return null;
    }
    abort() {}
    send(form: FormData) {
      sent.push(form);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

function LogoField({ onValue }: { onValue: (value: ImageRef | null) => void }) {
  const [value, setValue] = useState<ImageRef | null>(null);
  return (
    <ImageUpload
      kind="logo"
      label="Logo"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const pick = (file: File) => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};

describe('ImageUpload', () => {
  it('uploads the chosen image with its kind and shows it', async () => {
    const sent = stubUploadRequest(201, { uid: 'upload-uid-1', kind: 'logo', url: '/media/upload-uid-1.webp', width: 200, height: 100 });
    const onValue = vi.fn();
    await renderRoutes([{ path: '/', element: <LogoField onValue={onValue} /> }]);
    pick(new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(onValue).toHaveBeenCalledWith({ uid: 'upload-uid-1', url: '/media/upload-uid-1.webp' }));
    expect(sent[0]!.get('kind')).toBe('logo');
    expect(screen.getByRole('img', { name: 'Current Logo' })).toHaveAttribute('src', '/media/upload-uid-1.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('refuses a file over 2 MB or of another type before sending it', async () => {
    const sent = stubUploadRequest(201, {});
    await renderRoutes([{ path: '/', element: <LogoField onValue={vi.fn()} /> }]);
    pick(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('The image may be at most 2 MB.')).toBeInTheDocument();
    pick(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Upload a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the file", async () => {
    stubUploadRequest(400, {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'validation_failed',
      errors: [{ field: 'file', code: 'upload_type', message: 'x' }],
    });
    await renderRoutes([{ path: '/', element: <LogoField onValue={vi.fn()} /> }]);
    pick(new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
  });
});

function CodesField({ onValue }: { onValue: (codes: CodeRef[]) => void }) {
  const [value, setValue] = useState<CodeRef[]>([{ code: 'C', name: 'Manufacturing' }]);
  return (
    <CodeMultiSelect
      label="Codes"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe('CodeMultiSelect', () => {
  it('searches the dictionary as one types and adds the picked code with its name', async () => {
    const { calls } = mockFetch((path) =>
      path.startsWith('codes/search')
        ? {
            status: 200,
            body: {
              items: [
                {
                  code: '25.11',
                  level: 4,
                  parentCode: '25.1',
                  section: 'C',
                  name: 'Manufacture of metal structures',
                  childCount: 0,
                  path: [],
                  companyCount: 3,
                  eventCount: 1,
                  companies: [],
                  events: [],
                },
              ],
              total: 1,
              page: 1,
              perPage: 20,
            },
          }
        : { status: 404 },
    );
    const onValue = vi.fn();
    await renderRoutes([{ path: '/', element: <CodesField onValue={onValue} /> }]);
    await userEvent.type(screen.getByRole('combobox', { name: 'Codes' }), 'metal');
    await waitFor(() => expect(calls.some((call) => call.url.includes('codes/search'))).toBe(true), { timeout: 2000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Codes' })).toHaveAttribute('aria-expanded', 'true'));
    // The test DOM never ends the dropdown's opening transition, so the list stays display:none here.
    const option = await screen.findByRole('option', { name: '25.11 — Manufacture of metal structures', hidden: true });
    expect(calls.some((call) => call.url.includes('codes/search?q=metal'))).toBe(true);
    await userEvent.click(option);
    expect(onValue).toHaveBeenLastCalledWith([
      { code: 'C', name: 'Manufacturing' },
      { code: '25.11', name: 'Manufacture of metal structures' },
    ]);
  });
});
