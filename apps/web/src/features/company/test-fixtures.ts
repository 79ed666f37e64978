import type { Company } from '@fairhub/shared/companies';
import type { CompanyRole } from '@fairhub/shared/profile';
import type { InvitationListItem, Member } from '@fairhub/shared/team';
import enCompany from '../../locales/en/company.json';
import plCompany from '../../locales/pl/company.json';
import { useSessionStore } from '../../lib/session-store.ts';

export const COMPANY_NAMESPACES = { company: { en: enCompany, pl: plCompany } };

export const COUNTRIES = [
  { id: 616, code: 'PL', name: 'Poland' },
  { id: 276, code: 'DE', name: 'Germany' },
];

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    uid: 'comp0001abcd',
    slug: 'nordic-metalworks',
    name: 'Nordic Metalworks',
    countryId: 616,
    city: 'Gdańsk',
    address: 'ul. Długa 1, 80-001 Gdańsk',
    vatId: 'PL5260250274',
    website: 'https://metalworks.example',
    description: 'Laser cutting and welding.',
    sizeBand: '10-49',
    logo: null,
    codes: [{ code: '25.11', level: 4, name: 'Manufacture of metal structures and parts of structures' }],
    isOrganizer: false,
    publicPath: '/organizers/comp0001abcd',
    role: 'owner',
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMember(overrides: Partial<Member> = {}): Member {
  return {
    uid: 'user0001abcd',
    firstName: 'Ewa',
    lastName: 'Kowalska',
    email: 'ewa@metalworks.example',
    jobTitle: 'Managing director',
    avatar: null,
    role: 'owner',
    joinedAt: '2026-01-10T10:00:00.000Z',
    isYou: false,
    ...overrides,
  };
}

export function makeInvitation(overrides: Partial<InvitationListItem> = {}): InvitationListItem {
  return {
    uid: 'inv00001abcd',
    email: 'jan@metalworks.example',
    role: 'member',
    invitedBy: 'Ewa Kowalska',
    createdAt: '2026-11-18T09:00:00.000Z',
    lastSentAt: '2026-11-18T09:00:00.000Z',
    sendCount: 1,
    expiresAt: '2026-12-02T09:00:00.000Z',
    status: 'pending',
    ...overrides,
  };
}

/** Signs the test in as `uid` with a company (or none). */
export function signIn({ uid = 'user0001abcd', role = 'owner' as CompanyRole | null, companyName = 'Nordic Metalworks' } = {}) {
  useSessionStore.setState({
    user: {
      token: { accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      userData: {
        uid,
        email: 'ewa@metalworks.example',
        firstName: 'Ewa',
        lastName: 'Kowalska',
        language: 'en',
        company: role ? { uid: 'comp0001abcd', name: companyName, role } : null,
        counts: null,
      },
    },
  });
}
