import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyInput, MyParticipation } from '@fairhub/shared/participation';
import { authRequest } from '../../../lib/auth-client.ts';
import { eventDetailsKeys } from './event-details.ts';
import { selectIsLoggedIn, useSessionStore } from '../../../lib/session-store.ts';

/** The caller's part in events: one entry per event uid. */
export const myParticipationKeys = {
  all: ['events', 'participation'] as const,
  event: (uid: string) => [...myParticipationKeys.all, uid] as const,
};

/** GET events/{uid}/participation — the caller's own application(s) and whether they may apply now. */
export function getMyParticipation(uid: string, signal?: AbortSignal): Promise<MyParticipation> {
  return authRequest<MyParticipation>(`events/${encodeURIComponent(uid)}/participation`, { signal });
}

export const myParticipationQueryOptions = (uid: string) =>
  queryOptions({ queryKey: myParticipationKeys.event(uid), queryFn: ({ signal }) => getMyParticipation(uid, signal), staleTime: 30_000 });

/** Only while signed in (anonymous viewers are offered the login instead). */
export function useMyParticipation(uid: string) {
  const loggedIn = useSessionStore(selectIsLoggedIn);
  return useQuery({ ...myParticipationQueryOptions(uid), enabled: loggedIn });
}

/** POST events/{uid}/participations — apply as a visitor (for oneself) or an exhibitor (for one's company, with its staff). */
export function applyToEvent(uid: string, input: ApplyInput): Promise<MyParticipation> {
  return authRequest<MyParticipation>(`events/${encodeURIComponent(uid)}/participations`, { method: 'POST', body: input });
}

/** DELETE events/{uid}/participations/mine — a visitor withdraws their own; an admin the company's. */
export function withdrawFromEvent(uid: string): Promise<void> {
  return authRequest<void>(`events/${encodeURIComponent(uid)}/participations/mine`, { method: 'DELETE' });
}

/** The answer is the new state of the caller's participation; the public page (its exhibitors) is read again. */
export function useApplyToEvent(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApplyInput) => applyToEvent(uid, input),
    onSuccess: (participation) => queryClient.setQueryData(myParticipationKeys.event(uid), participation),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: myParticipationKeys.event(uid) });
      await queryClient.invalidateQueries({ queryKey: eventDetailsKeys.event(uid) });
    },
  });
}

export function useWithdrawFromEvent(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawFromEvent(uid),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: myParticipationKeys.event(uid) });
      await queryClient.invalidateQueries({ queryKey: eventDetailsKeys.event(uid) });
    },
  });
}
