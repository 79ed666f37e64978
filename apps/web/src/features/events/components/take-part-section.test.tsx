import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyParticipation } from '@fairhub/shared/participation';
import type { Member } from '@fairhub/shared/team';
import { fakeApi, makeEventDetails, renderWithApp } from '../../../components/catalogue/event-test-utils.tsx';
import { useLoginModal } from '../../../lib/login-modal-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { TakePartSection } from './take-part-section.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const event = makeEventDetails();
const OPEN = { allowed: true, reason: null } as const;

function participation(overrides: Partial<MyParticipation> = {}): MyParticipation {
  return {
    event: { uid: event.uid, slug: event.slug, title: event.title },
    visitor: null,
    exhibitor: null,
    canApply: { visitor: OPEN, exhibitor: OPEN },
    organizing: false,
    ...overrides,
  };
}

function member(uid: string, firstName: string, lastName: string, isYou = false): Member {
  return {
    uid,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@nordic.test`,
    jobTitle: null,
    avatar: null,
    role: 'member',
    joinedAt: '2026-01-01T00:00:00Z',
    isYou,
  };
}

function signIn(role: 'owner' | 'admin' | 'member' | null) {
  const store = useSessionStore.getState();
  store.setToken({ accessToken: 'tok-part', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
  store.setUserData({
    uid: 'u1',
    email: 'anna@nordic.test',
    firstName: 'Anna',
    lastName: 'Nowak',
    language: 'en',
    company: role ? { uid: 'co1', name: 'Nordic Metalworks', role } : null,
    counts: null,
  });
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  useLoginModal.getState().close();
});

describe('TakePartSection', { timeout: 30_000 }, () => {
  it('asks an anonymous viewer to log in, and asks the API nothing', async () => {
    const { calls } = fakeApi(() => ({ status: 500 }));
    const { missing } = await renderWithApp(<TakePartSection event={event} />);
    const section = screen.getByRole('region', { name: 'Take part' });
    fireEvent.click(within(section).getByRole('button', { name: 'Log in to take part' }));
    expect(useLoginModal.getState()).toMatchObject({ opened: true, view: 'sign-in' });
    expect(calls).toHaveLength(0);
    expect(missing).toEqual([]);
  });

  it('applies for the company as an exhibitor with the two colleagues chosen', async () => {
    signIn('admin');
    let mine = participation();
    const { calls } = fakeApi((path, _params, call) => {
      if (path === `events/${event.uid}/participation`) return { status: 200, body: mine };
      if (path === 'companies/mine/members')
        return {
          status: 200,
          body: {
            items: [member('u1', 'Anna', 'Nowak', true), member('u2', 'Piotr', 'Zieliński'), member('u3', 'Jan', 'Kowalski')],
            total: 3,
            page: 1,
            perPage: 100,
          },
        };
      if (path === `events/${event.uid}/participations` && call.method === 'POST') {
        mine = participation({
          exhibitor: {
            uid: 'ex1',
            company: { uid: 'co1', slug: 'nordic', name: 'Nordic Metalworks' },
            status: 'pending',
            reason: null,
            appliedAt: '2026-11-25T10:00:00Z',
            decidedAt: null,
            stand: null,
            members: [
              { uid: 'u2', firstName: 'Piotr', lastName: 'Zieliński', avatar: null },
              { uid: 'u3', firstName: 'Jan', lastName: 'Kowalski', avatar: null },
            ],
            staffing: false,
            canWithdraw: true,
          },
          canApply: { visitor: OPEN, exhibitor: { allowed: false, reason: 'already_applied' } },
        });
        return { status: 201, body: mine };
      }
      return { status: 404, body: { type: 'about:blank', status: 404, title: 'Not Found' } };
    });
    const { missing } = await renderWithApp(<TakePartSection event={event} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take part in the event' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Exhibitor, for my company/ }));
    // Nobody chosen: the form says so and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply as an exhibitor' }));
    expect(await within(dialog).findByText('Choose at least one colleague to staff the stand.')).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Piotr Zieliński/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Jan Kowalski/ }));
    expect(within(dialog).getByText('Chosen (2): Piotr Zieliński, Jan Kowalski')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply as an exhibitor' }));

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Application sent. The organizer of Baltic Metal Expo 2027 will decide.'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ role: 'exhibitor', members: ['u2', 'u3'] });
    expect(post?.headers.Authorization).toBe('Bearer tok-part');
    const section = screen.getByRole('region', { name: 'Take part' });
    expect(await within(section).findByText('Your company applied as an exhibitor. The organizer has not decided yet.')).toBeInTheDocument();
    expect(within(section).getByText('On the stand: Piotr Zieliński, Jan Kowalski')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('shows a rejection with the organizer’s reason, and withdraws after asking', async () => {
    signIn(null);
    let mine: MyParticipation = participation({
      visitor: {
        uid: 'p1',
        status: 'rejected',
        reason: 'The hall is full.',
        appliedAt: '2026-11-20T10:00:00Z',
        decidedAt: '2026-11-21T10:00:00Z',
        canWithdraw: true,
      },
      canApply: { visitor: { allowed: false, reason: 'already_applied' }, exhibitor: { allowed: false, reason: 'already_applied' } },
    });
    const { calls } = fakeApi((path, _params, call) => {
      if (path === `events/${event.uid}/participation`) return { status: 200, body: mine };
      if (path === `events/${event.uid}/participations/mine` && call.method === 'DELETE') {
        mine = participation({ canApply: { visitor: OPEN, exhibitor: { allowed: false, reason: 'no_company' } } });
        return { status: 204 };
      }
      return { status: 404 };
    });
    await renderWithApp(<TakePartSection event={event} />);
    const section = await screen.findByRole('region', { name: 'Take part' });
    expect(await within(section).findByText('Rejected')).toBeInTheDocument();
    expect(within(section).getByText("Organizer's reason: The hall is full.")).toBeInTheDocument();
    fireEvent.click(within(section).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw from the event?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await within(section).findByRole('button', { name: 'Take part' })).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('Withdrawn from Baltic Metal Expo 2027.');
  });

  it('says why applying is not possible, in Polish too', async () => {
    signIn('member');
    const closed = { allowed: false, reason: 'registration_closed' } as const;
    fakeApi((path) =>
      path === `events/${event.uid}/participation`
        ? { status: 200, body: participation({ canApply: { visitor: closed, exhibitor: closed } }) }
        : { status: 404 },
    );
    const { missing } = await renderWithApp(<TakePartSection event={event} />, { language: 'pl' });
    const section = await screen.findByRole('region', { name: 'Weź udział' });
    expect(await within(section).findByText('Rejestracja jest zamknięta.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Weź udział' })).toBeNull();
    expect(missing).toEqual([]);
  });

  it('offers a member (not an admin) only the visitor role, saying why', async () => {
    signIn('member');
    fakeApi((path) => (path === `events/${event.uid}/participation` ? { status: 200, body: participation() } : { status: 404 }));
    await renderWithApp(<TakePartSection event={event} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Take part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take part in the event' });
    expect(within(dialog).getByRole('radio', { name: /Exhibitor, for my company/ })).toBeDisabled();
    expect(within(dialog).getByText('Only an owner or admin of your company can apply for it as an exhibitor.')).toBeInTheDocument();
  });

  it('tells the organizer’s own members where the participants are', async () => {
    signIn('admin');
    const own = { allowed: false, reason: 'own_event' } as const;
    fakeApi((path) =>
      path === `events/${event.uid}/participation`
        ? { status: 200, body: participation({ organizing: true, canApply: { visitor: own, exhibitor: own } }) }
        : { status: 404 },
    );
    await renderWithApp(<TakePartSection event={event} />);
    expect(await screen.findByRole('link', { name: 'Participants, invitations and statistics' })).toHaveAttribute('href', `/panel/events/${event.uid}`);
    // said once, not again as the reason for not applying
    expect(screen.getAllByText('Your company organizes this event.')).toHaveLength(1);
  });
});
