import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Participant } from '@fairhub/shared/participation';
import { fakePanelApi, fieldProblem, pageOf } from '../../../lib/test-panel-app.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { makeExhibitor, makeVisitor, renderParticipation, signInOrganizer } from '../test-utils.tsx';
import { ParticipantsSection } from './participants-section.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const LIST = 'events/mine/ev1/participants';

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.warning).mockClear();
});

afterEach(() => {
  useSessionStore.getState().clearSession();
});

function conflict(code: string) {
  return { status: 409, body: { type: 'about:blank', title: 'Conflict', status: 409, code } };
}

describe('ParticipantsSection', { timeout: 30_000 }, () => {
  it('lists applications with role, status, company and staff, and filters through the API', async () => {
    signInOrganizer('admin');
    const { calls } = fakePanelApi((call) =>
      call.path === LIST ? { status: 200, body: pageOf([makeExhibitor(), makeVisitor()], { perPage: 20 }) } : { status: 404 },
    );
    const { missing } = await renderParticipation(<ParticipantsSection eventUid="ev1" canWrite />);
    const list = await screen.findByRole('list', { name: 'Participants' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nordic Metalworks');
    expect(rows[0]).toHaveTextContent('Exhibitor');
    expect(rows[0]).toHaveTextContent('Waiting for approval');
    expect(rows[0]).toHaveTextContent('On the stand: Piotr Zieliński, Jan Kowalski');
    expect(rows[1]).toHaveTextContent('Ewa Łukasik');
    expect(rows[1]).toHaveTextContent('ewa@example.com · Buyer');
    expect(screen.getByText('2 applications')).toBeInTheDocument();
    expect(calls[0]!.params.get('perPage')).toBe('20');

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(calls.at(-1)!.params.get('status')).toBe('approved'));
    expect(missing).toEqual([]);
  });

  it('keeps search, filters, sort and page in the address: read from it on load, written back, a new filter starts at page 1', async () => {
    signInOrganizer('admin');
    const { callsTo } = fakePanelApi((call) =>
      call.path === LIST ? { status: 200, body: pageOf([makeVisitor()], { total: 45, page: 2, perPage: 20 }) } : { status: 404 },
    );
    const { router } = await renderParticipation(<ParticipantsSection eventUid="ev1" canWrite />, {
      url: '/panel/events/ev1?q=ewa&status=approved&sort=name&page=2&format=csv',
    });
    await screen.findByRole('list', { name: 'Participants' });
    const first = callsTo('GET', LIST)[0]!.params;
    expect(Object.fromEntries(first)).toMatchObject({ q: 'ewa', status: 'approved', sort: 'name', page: '2', perPage: '20' });
    // The address never turns the list into a CSV download.
    expect(first.get('format') ?? 'json').toBe('json');
    expect(screen.getByRole('searchbox', { name: 'Search participants' })).toHaveValue('ewa');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Approved');

    fireEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Exhibitor' }));
    await waitFor(() => expect(callsTo('GET', LIST).at(-1)!.params.get('role')).toBe('exhibitor'));
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({ q: 'ewa', status: 'approved', sort: 'name', role: 'exhibitor', format: 'csv' });
    expect(callsTo('GET', LIST).at(-1)!.params.get('page')).toBe('1');
  });

  it('approves two selected applications with a reason, in one request with the status they had', async () => {
    signInOrganizer('admin');
    const items: Participant[] = [makeExhibitor(), makeVisitor()];
    const { callsTo } = fakePanelApi((call) => {
      if (call.path === LIST) return { status: 200, body: pageOf(items, { perPage: 20 }) };
      if (call.path === `${LIST}/decisions`) {
        const decided = items.map((item) => ({
          ...item,
          status: 'approved' as const,
          reason: 'Welcome!',
          decidedAt: '2026-11-25T10:00:00Z',
          decidedBy: 'Ola Wiśniewska',
        }));
        items.splice(0, items.length, ...decided);
        return { status: 200, body: { items: decided, changed: decided.map((item) => item.uid) } };
      }
      return { status: 404 };
    });
    await renderParticipation(<ParticipantsSection eventUid="ev1" canWrite />);
    // With nothing selected the bulk buttons look disabled: no colour of ours over Mantine's grey.
    const reject = await screen.findByRole('button', { name: 'Reject selected' });
    expect(reject).toBeDisabled();
    // An inline text colour would beat Mantine's disabled grey.
    expect(reject.style.color).toBe('');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Nordic Metalworks' }));
    expect(reject).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ewa Łukasik' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 applications' });
    expect(dialog).toHaveTextContent('Approve Nordic Metalworks, Ewa Łukasik?');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: '  Welcome!  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve 2' }));

    await waitFor(() => expect(callsTo('POST', `${LIST}/decisions`)).toHaveLength(1));
    expect(callsTo('POST', `${LIST}/decisions`)[0]!.body).toEqual({ uids: ['ex1', 'vi1'], decision: 'approve', reason: 'Welcome!', expectedStatus: 'pending' });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('2 applications approved.'));
    const list = screen.getByRole('list', { name: 'Participants' });
    await waitFor(() => expect(within(list).getAllByText('Approved')).toHaveLength(2));
    expect(within(list).getAllByText('Reason: Welcome!')).toHaveLength(2);
    // A decided application offers the other decision, explicitly.
    expect(within(list).getByRole('button', { name: 'Reject Nordic Metalworks' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Approve Nordic Metalworks' })).toBeNull();
  });

  it('changing a decision warns that it is a change; a concurrent decision is reported and the list read again', async () => {
    signInOrganizer('admin');
    const { callsTo } = fakePanelApi((call) => {
      if (call.path === LIST) return { status: 200, body: pageOf([makeExhibitor({ status: 'approved' })], { perPage: 20 }) };
      if (call.path === `${LIST}/decisions`) return conflict('status_changed');
      return { status: 404 };
    });
    await renderParticipation(<ParticipantsSection eventUid="ev1" canWrite />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Nordic Metalworks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application' });
    expect(within(dialog).getByText('This changes a decision already taken. The applicants are told about the new one.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith('Someone decided on these applications meanwhile. The list now shows their current status.'),
    );
    expect(callsTo('POST', `${LIST}/decisions`)[0]!.body).toEqual({ uids: ['ex1'], decision: 'reject', reason: null, expectedStatus: 'approved' });
    await waitFor(() => expect(callsTo('GET', LIST).length).toBeGreaterThan(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets a stand inline and shows a taken one on the field', async () => {
    signInOrganizer('owner');
    let stand: string | null = null;
    const { callsTo } = fakePanelApi((call) => {
      if (call.path === LIST) return { status: 200, body: pageOf([makeExhibitor({ status: 'approved', stand })], { perPage: 20 }) };
      if (call.path === 'events/mine/ev1/exhibitors/co1/stand') {
        const wanted = (call.body as { stand: string }).stand;
        if (wanted === 'A1') return conflict('stand_taken');
        stand = wanted;
        return { status: 200, body: makeExhibitor({ status: 'approved', stand }) };
      }
      return { status: 404 };
    });
    await renderParticipation(<ParticipantsSection eventUid="ev1" canWrite />);
    const field = await screen.findByRole('textbox', { name: 'Stand of Nordic Metalworks' });
    fireEvent.change(field, { target: { value: 'A1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the stand of Nordic Metalworks' }));
    expect(await screen.findByText('Another company already has this stand.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field, { target: { value: ' B12 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the stand of Nordic Metalworks' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Nordic Metalworks is at stand B12.'));
    expect(callsTo('PUT', 'events/mine/ev1/exhibitors/co1/stand').map((call) => call.body)).toEqual([{ stand: 'A1' }, { stand: 'B12' }]);
    expect(await screen.findByText('Stand B12')).toBeInTheDocument();
    expect(screen.queryByText('Another company already has this stand.')).toBeNull();
  });

  it('shows a too-long stand before sending it', async () => {
    signInOrganizer('admin');
    const { callsTo } = fakePanelApi((call) => (call.path === LIST ? { status: 200, body: pageOf([makeExhibitor()], { perPage: 20 }) } : fieldProblem([])));
    await renderParticipation(<ParticipantsSection eventUid="ev1" canWrite />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Stand of Nordic Metalworks' }), { target: { value: 'x'.repeat(21) } });
    expect(screen.getByText('A stand has at most 20 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the stand of Nordic Metalworks' })).toBeDisabled();
    expect(callsTo('PUT', 'events/mine/ev1/exhibitors/co1/stand')).toHaveLength(0);
  });

  it('lets members read without deciding, and downloads the CSV of the filtered list', async () => {
    signInOrganizer('member');
    const { calls } = fakePanelApi((call) => (call.path === LIST ? { status: 200, body: pageOf([makeExhibitor()], { perPage: 20 }) } : { status: 404 }));
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await renderParticipation(<ParticipantsSection eventUid="ev1" canWrite={false} />, { language: 'pl' });
    await screen.findByRole('list', { name: 'Uczestnicy' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Zaakceptuj/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Stoisko/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(calls.some((call) => call.params.get('format') === 'csv')).toBe(true));
    const csv = calls.find((call) => call.params.get('format') === 'csv')!;
    expect(csv.params.get('page')).toBeNull();
    expect(csv.headers.Authorization).toBe('Bearer tok-org');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});
