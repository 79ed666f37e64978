import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EventInvitation, MyEventInvitation } from '@fairhub/shared/participation';
import { fakePanelApi, fieldProblem, pageOf } from '../../../lib/test-panel-app.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { notify } from '../../../lib/toasts.ts';
import { renderParticipation, signInOrganizer } from '../test-utils.tsx';
import { InvitationsSection } from './invitations-section.tsx';
import { MyEventInvitations } from './my-event-invitations.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const BASE = 'events/mine/ev1/invitations';

function invitation(overrides: Partial<EventInvitation> = {}): EventInvitation {
  return {
    uid: 'inv1',
    email: 'buyer@example.com',
    role: 'visitor',
    invitedBy: 'Ola Wiśniewska',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastSentAt: '2026-11-20T10:00:00.000Z',
    sendCount: 1,
    expiresAt: '2026-12-04T10:00:00.000Z',
    status: 'pending',
    ...overrides,
  };
}

function myInvitation(overrides: Partial<MyEventInvitation> = {}): MyEventInvitation {
  return {
    uid: 'mi1',
    role: 'visitor',
    event: {
      uid: 'ev1',
      slug: 'baltic-metal-expo',
      title: 'Baltic Metal Expo',
      startsAt: '2027-03-12T08:00:00.000Z',
      endsAt: '2027-03-14T16:00:00.000Z',
      timeZone: 'Europe/Warsaw',
      city: 'Gdańsk',
      organizer: { uid: 'org1', slug: 'baltic-expo', name: 'Baltic Expo Center' },
    },
    invitedBy: 'Ola Wiśniewska',
    createdAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    canAccept: { allowed: true, reason: null },
    ...overrides,
  };
}

beforeEach(() => {
  vi.mocked(notify.success).mockClear();
  vi.mocked(notify.error).mockClear();
});

afterEach(() => {
  useSessionStore.getState().clearSession();
});

describe('InvitationsSection', { timeout: 30_000 }, () => {
  it('invites by e-mail as an exhibitor, and the list shows the invitation', async () => {
    signInOrganizer('admin');
    const items: EventInvitation[] = [invitation()];
    const { callsTo } = fakePanelApi((call) => {
      if (call.path === BASE && call.method === 'GET') return { status: 200, body: pageOf(items, { perPage: 10 }) };
      if (call.path === BASE && call.method === 'POST') {
        const body = call.body as { email: string; role: 'exhibitor' | 'visitor' };
        if (body.email === 'taken@example.com')
          return { status: 409, body: { type: 'about:blank', title: 'Conflict', status: 409, code: 'invitation_exists' } };
        const saved = invitation({ uid: 'inv2', email: body.email, role: body.role });
        items.unshift(saved);
        return { status: 201, body: saved };
      }
      return { status: 404 };
    });
    const { missing } = await renderParticipation(<InvitationsSection eventUid="ev1" eventTitle="Baltic Metal Expo" />);
    const list = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('buyer@example.com');
    expect(within(list).getByRole('listitem')).toHaveTextContent('Visitor');

    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the event' });
    expect(within(dialog).getByRole('radio', { name: /Exhibitor/ })).toBeChecked();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'sales@nordic.test' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Invitation sent to sales@nordic.test.'));
    expect(callsTo('POST', BASE)[0]!.body).toEqual({ email: 'sales@nordic.test', role: 'exhibitor' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Invitations' })).getAllByRole('listitem')).toHaveLength(2));

    // An address with an open invitation: said in words.
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const again = await screen.findByRole('dialog', { name: 'Invite to the event' });
    fireEvent.change(within(again).getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'taken@example.com' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This address already has an open invitation to the event.'));
    expect(missing).toEqual([]);
  });

  it('refuses a malformed address on the field, and resends and revokes', async () => {
    signInOrganizer('admin');
    let items: EventInvitation[] = [invitation({ status: 'expired', sendCount: 2 })];
    const { callsTo } = fakePanelApi((call) => {
      if (call.path === BASE && call.method === 'GET') return { status: 200, body: pageOf(items, { perPage: 10 }) };
      if (call.path === `${BASE}/inv1/resend`) return { status: 429, body: { type: 'about:blank', title: 'Too Many Requests', status: 429 } };
      if (call.path === `${BASE}/inv1` && call.method === 'DELETE') {
        items = [];
        return { status: 204 };
      }
      return fieldProblem([{ field: 'email', code: 'email_invalid' }]);
    });
    await renderParticipation(<InvitationsSection eventUid="ev1" eventTitle="Baltic Metal Expo" />);
    const row = within(await screen.findByRole('list', { name: 'Invitations' })).getByRole('listitem');
    expect(row).toHaveTextContent('Expired');
    expect(row).toHaveTextContent('Sent 2 times');

    fireEvent.click(within(row).getByRole('button', { name: 'Resend the invitation to buyer@example.com' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This invitation was sent a moment ago. Try again shortly.'));

    fireEvent.click(within(row).getByRole('button', { name: 'Revoke the invitation to buyer@example.com' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke the invitation?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo('DELETE', `${BASE}/inv1`)).toHaveLength(1));
    expect(await screen.findByText(/No open invitations/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the event' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(/e-mail/i, { selector: '.mantine-TextInput-error' })).toBeInTheDocument();
    expect(callsTo('POST', BASE)).toHaveLength(0);
  });
});

describe('MyEventInvitations', { timeout: 30_000 }, () => {
  it('shows nothing without invitations', async () => {
    signInOrganizer('member');
    fakePanelApi(() => ({ status: 200, body: { items: [] } }));
    const { container } = await renderParticipation(<MyEventInvitations />);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('accepts one invitation, declines another after asking, and says why a third cannot be accepted', async () => {
    signInOrganizer('member');
    let items = [
      myInvitation(),
      myInvitation({ uid: 'mi2', event: { ...myInvitation().event, uid: 'ev2', title: 'Amber Fair' } }),
      myInvitation({
        uid: 'mi3',
        role: 'exhibitor',
        event: { ...myInvitation().event, uid: 'ev3', title: 'Food Days' },
        canAccept: { allowed: false, reason: 'not_company_admin' },
      }),
    ];
    const { callsTo } = fakePanelApi((call) => {
      if (call.path === 'event-invitations/mine') return { status: 200, body: { items } };
      const answered = /^event-invitations\/(\w+)\/(accept|decline)$/.exec(call.path);
      if (answered) {
        items = items.filter((item) => item.uid !== answered[1]);
        return answered[2] === 'accept' ? { status: 200, body: {} } : { status: 204 };
      }
      return { status: 404 };
    });
    const { missing } = await renderParticipation(<MyEventInvitations />);
    const region = await screen.findByRole('region', { name: 'Invitations to events (3)' });
    expect(within(region).getByRole('link', { name: 'Baltic Metal Expo' })).toHaveAttribute('href', '/events/ev1/baltic-metal-expo');
    expect(region).toHaveTextContent('As Visitor · from Baltic Expo Center (Ola Wiśniewska)');
    expect(within(region).getByText('Only an owner or admin of your company can apply for it as an exhibitor.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Accept the invitation to Food Days' })).toBeDisabled();

    fireEvent.click(within(region).getByRole('button', { name: 'Accept the invitation to Baltic Metal Expo' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('You take part in Baltic Metal Expo.'));
    expect(callsTo('POST', 'event-invitations/mi1/accept')[0]!.body).toEqual({});

    fireEvent.click(await screen.findByRole('button', { name: 'Decline the invitation to Amber Fair' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline the invitation?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(callsTo('POST', 'event-invitations/mi2/decline')).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Invitation to an event' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('accepts an exhibitor invitation with the colleagues chosen for the stand', async () => {
    signInOrganizer('admin');
    let items = [myInvitation({ role: 'exhibitor' })];
    const { callsTo } = fakePanelApi((call) => {
      if (call.path === 'event-invitations/mine') return { status: 200, body: { items } };
      if (call.path === 'companies/mine/members')
        return {
          status: 200,
          body: {
            items: [
              {
                uid: 'u-org',
                firstName: 'Ola',
                lastName: 'Wiśniewska',
                email: 'ola@baltic-expo.test',
                jobTitle: null,
                avatar: null,
                role: 'admin',
                joinedAt: '2026-01-01T00:00:00Z',
                isYou: true,
              },
              {
                uid: 'u7',
                firstName: 'Tomasz',
                lastName: 'Wróbel',
                email: 'tomasz@baltic-expo.test',
                jobTitle: null,
                avatar: null,
                role: 'member',
                joinedAt: '2026-01-01T00:00:00Z',
                isYou: false,
              },
            ],
            total: 2,
            page: 1,
            perPage: 100,
          },
        };
      if (call.path === 'event-invitations/mi1/accept') {
        items = [];
        return { status: 200, body: {} };
      }
      return { status: 404 };
    });
    await renderParticipation(<MyEventInvitations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation to Baltic Metal Expo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take part in the event' });
    expect(within(dialog).queryByRole('radio', { name: 'Visitor' })).toBeNull();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Tomasz Wróbel/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept for my company' }));
    await waitFor(() => expect(callsTo('POST', 'event-invitations/mi1/accept')).toHaveLength(1));
    expect(callsTo('POST', 'event-invitations/mi1/accept')[0]!.body).toEqual({ members: ['u7'] });
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('You take part in Baltic Metal Expo.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
