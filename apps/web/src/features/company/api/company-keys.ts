import type { InvitationListQuery, MemberListQuery } from '@fairhub/shared/team';

/** Query keys of the caller's company: everything under `['company']` goes when they leave it. */
export const companyKeys = {
  all: ['company'] as const,
  mine: () => ['company', 'mine'] as const,
  /** The profile, its codes named in `language`. */
  profile: (language: string) => ['company', 'mine', language] as const,
  members: () => ['company', 'members'] as const,
  memberPage: (query: MemberListQuery) => ['company', 'members', query] as const,
  invitations: () => ['company', 'invitations'] as const,
  invitationPage: (query: InvitationListQuery) => ['company', 'invitations', query] as const,
};
