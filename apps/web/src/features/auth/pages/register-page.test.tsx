import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Invitation } from '@fairhub/shared/auth';
import enCommon from '../../../locales/en/common.json';
import plCommon from '../../../locales/pl/common.json';
import enParticipation from '../../../locales/en/participation.json';
import plParticipation from '../../../locales/pl/participation.json';
import { RegisterPage } from './register-page.tsx';
import { renderRoutes } from '../../../lib/test-render.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { mockFetch } from '../../../lib/test-fetch.ts';

const routes = [{ path: '/register/:token', element: <RegisterPage /> }];
const TOKEN = 'B'.repeat(43);
const RESOURCES = { en: { common: enCommon, participation: enParticipation }, pl: { common: plCommon, participation: plParticipation } };

const EVENT_INVITATION: Invitation = {
  kind: 'event',
  email: 'newcomer@example.com',
  companyName: 'Baltic Expo Center',
  invitedBy: 'Ola Wiśniewska',
  role: 'visitor',
  expiresAt: '2026-12-09T10:00:00.000Z',
  accountExists: false,
  event: {
    uid: 'ev1',
    slug: 'baltic-metal-expo',
    title: 'Baltic Metal Expo',
    startsAt: '2027-03-12T08:00:00.000Z',
    endsAt: '2027-03-14T16:00:00.000Z',
    timeZone: 'Europe/Warsaw',
    city: 'Gdańsk',
    organizer: { uid: 'org1', slug: 'baltic-expo', name: 'Baltic Expo Center' },
    role: 'visitor',
  },
};

describe('RegisterPage with an organizer’s event invitation', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().clearSession();
  });

  it('names the event and the role, and offers the newcomer an account', async () => {
    mockFetch((path) => (path === `invitations/${TOKEN}` ? { status: 200, body: EVENT_INVITATION } : { status: 404 }));
    const { missing } = await renderRoutes(routes, { url: `/register/${TOKEN}`, resources: RESOURCES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitation to an event' })).toBeInTheDocument();
    expect(screen.getByText('Ola Wiśniewska from Baltic Expo Center invites newcomer@example.com to Baltic Metal Expo as a visitor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baltic Metal Expo' })).toHaveAttribute('href', '/events/ev1/baltic-metal-expo');
    expect(screen.getByText('Invitation as: Visitor')).toBeInTheDocument();
    expect(screen.getByText(/12 March 2027/)).toBeInTheDocument();
    expect(screen.getByText('Create your account: you then take part in the event as a visitor, already approved.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('sends a signed-in invitee with an account to the panel to accept, in Polish', async () => {
    const store = useSessionStore.getState();
    store.setToken({ accessToken: 'tok', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    store.setUserData({ uid: 'u1', email: 'newcomer@example.com', firstName: 'Ewa', lastName: 'Łukasik', language: 'pl', company: null, counts: null });
    mockFetch((path) =>
      path === `invitations/${TOKEN}`
        ? { status: 200, body: { ...EVENT_INVITATION, accountExists: true, role: 'exhibitor', event: { ...EVENT_INVITATION.event!, role: 'exhibitor' } } }
        : { status: 404 },
    );
    const { missing } = await renderRoutes(routes, { url: `/register/${TOKEN}`, resources: RESOURCES, language: 'pl' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zaproszenie na wydarzenie' })).toBeInTheDocument();
    expect(screen.getByText('Zaproszenie w roli: Wystawca')).toBeInTheDocument();
    const main = screen.getByRole('link', { name: 'Otwórz moje wydarzenia' });
    expect(main).toHaveAttribute('href', '/panel/events');
    expect(within(document.body).queryByRole('textbox', { name: /Imię/ })).toBeNull();
    expect(missing).toEqual([]);
  });
});
