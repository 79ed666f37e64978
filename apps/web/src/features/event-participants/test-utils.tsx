import type { ReactElement } from 'react';
import type { Participant } from '@fairhub/shared/participation';
import type { Language } from '@fairhub/shared/constants';
import enParticipation from '../../locales/en/participation.json';
import plParticipation from '../../locales/pl/participation.json';
import { useSessionStore } from '../../lib/session-store.ts';
import { renderPanelRoutes } from '../../lib/test-panel-app.tsx';

/** Signs in someone of the organizer company `org1` with the given role. */
export function signInOrganizer(role: 'owner' | 'admin' | 'member' = 'admin') {
  const store = useSessionStore.getState();
  store.setToken({ accessToken: 'tok-org', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
  store.setUserData({
    uid: 'u-org',
    email: 'ola@baltic-expo.test',
    firstName: 'Ola',
    lastName: 'Wiśniewska',
    language: 'en',
    company: { uid: 'org1', name: 'Baltic Expo Center', role },
    counts: null,
  });
}

/** Renders `element` in the panel's test app with `common` and `participation`. */
export function renderParticipation(element: ReactElement, { language = 'en' as Language, url = '/panel/events/ev1' } = {}) {
  return renderPanelRoutes([{ path: '*', element }], { namespaces: { participation: { en: enParticipation, pl: plParticipation } }, url, language });
}

export function makeExhibitor(overrides: Partial<Participant> = {}): Participant {
  return {
    uid: 'ex1',
    role: 'exhibitor',
    status: 'pending',
    person: null,
    company: { uid: 'co1', slug: 'nordic-metalworks', name: 'Nordic Metalworks', countryCode: 'DE' },
    staff: [
      { uid: 'u2', firstName: 'Piotr', lastName: 'Zieliński', avatar: null, email: 'piotr@nordic.test' },
      { uid: 'u3', firstName: 'Jan', lastName: 'Kowalski', avatar: null, email: 'jan@nordic.test' },
    ],
    stand: null,
    reason: null,
    appliedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}

export function makeVisitor(overrides: Partial<Participant> = {}): Participant {
  return {
    uid: 'vi1',
    role: 'visitor',
    status: 'pending',
    person: { uid: 'u9', firstName: 'Ewa', lastName: 'Łukasik', avatar: null, email: 'ewa@example.com', jobTitle: 'Buyer' },
    company: null,
    staff: [],
    stand: null,
    reason: null,
    appliedAt: '2026-11-21T10:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  };
}
