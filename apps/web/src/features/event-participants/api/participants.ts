import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  participantListQuerySchema,
  type DecisionInput,
  type DecisionResult,
  type Participant,
  type ParticipantListQuery,
} from '@fairhub/shared/participation';
import type { Page } from '@fairhub/shared/paging';
import { listPath } from '../../../lib/api/list-path.ts';
import { organizerKeys } from '../../../lib/api/organizer-details.ts';
import { authDownload, authRequest } from '../../../lib/auth-client.ts';
import { saveBlob } from '../../../lib/file-download.ts';

/** Everything the organizer's panel caches about one event's participation sits under `event(uid)`. */
export const organizerEventKeys = {
  event: (uid: string) => ['events', 'mine', uid, 'participation'] as const,
  participants: (uid: string) => [...organizerEventKeys.event(uid), 'participants'] as const,
  participantsPage: (uid: string, query: ParticipantListQuery) => [...organizerEventKeys.participants(uid), query] as const,
  invitations: (uid: string) => [...organizerEventKeys.event(uid), 'invitations'] as const,
  stats: (uid: string) => [...organizerEventKeys.event(uid), 'stats'] as const,
};

const base = (uid: string) => `events/mine/${encodeURIComponent(uid)}`;

/**
 * The event's public page in every language and session state (features/events' `eventDetailsKeys.event`;
 * features do not import each other): it lists the approved exhibitors with their stands, so it is
 * read again after a decision or a stand (the server lets no cache keep it without asking), and so
 * are the company pages (`organizerKeys.allDetails`), which say where a company exhibits and at which stand.
 */
const publicEventKey = (uid: string) => ['events', 'details', uid] as const;

/** GET events/mine/{uid}/participants — applications with role, status, company; search, filters, sort, paging. */
export function getParticipants(uid: string, query: ParticipantListQuery, signal?: AbortSignal): Promise<Page<Participant>> {
  return authRequest<Page<Participant>>(listPath(`${base(uid)}/participants`, participantListQuerySchema, query), { signal });
}

export const participantsQueryOptions = (uid: string, query: ParticipantListQuery) =>
  queryOptions({
    queryKey: organizerEventKeys.participantsPage(uid, query),
    queryFn: ({ signal }) => getParticipants(uid, query, signal),
    placeholderData: keepPreviousData,
  });

export function useParticipants(uid: string, query: ParticipantListQuery) {
  return useQuery(participantsQueryOptions(uid, query));
}

/** GET events/mine/{uid}/participants?format=csv — every matching application as a CSV file, saved by the browser. */
export async function downloadParticipantsCsv(uid: string, query: ParticipantListQuery, fallbackName: string): Promise<void> {
  const { page: _page, perPage: _perPage, ...filters } = query;
  const { blob, filename } = await authDownload(listPath(`${base(uid)}/participants`, participantListQuerySchema, { ...filters, format: 'csv' }), {
    headers: { Accept: 'text/csv' },
  });
  saveBlob(blob, filename ?? fallbackName);
}

export function useDownloadParticipantsCsv(uid: string) {
  return useMutation({
    mutationFn: ({ query, fallbackName }: { query: ParticipantListQuery; fallbackName: string }) => downloadParticipantsCsv(uid, query, fallbackName),
  });
}

/** POST events/mine/{uid}/participants/decisions — approve or reject 1–100 applications, with an optional reason. */
export function decideParticipants(uid: string, input: DecisionInput): Promise<DecisionResult> {
  return authRequest<DecisionResult>(`${base(uid)}/participants/decisions`, { method: 'POST', body: input });
}

/** The rows show the decided applications as the server answers them; the lists and statistics are read again. */
export function useDecideParticipants(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecisionInput) => decideParticipants(uid, input),
    onSuccess: (result) => {
      const byUid = new Map(result.items.map((item) => [item.uid, item]));
      for (const [key, page] of queryClient.getQueriesData<Page<Participant>>({ queryKey: organizerEventKeys.participants(uid) })) {
        if (page) queryClient.setQueryData(key, { ...page, items: page.items.map((item) => byUid.get(item.uid) ?? item) });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizerEventKeys.event(uid) }),
        queryClient.invalidateQueries({ queryKey: publicEventKey(uid) }),
        queryClient.invalidateQueries({ queryKey: organizerKeys.allDetails }),
      ]),
  });
}

/** PUT events/mine/{uid}/exhibitors/{companyUid}/stand — sets (or clears, with null) a company's stand; 409 `stand_taken`. */
export function setStand(uid: string, companyUid: string, stand: string | null): Promise<Participant> {
  return authRequest<Participant>(`${base(uid)}/exhibitors/${encodeURIComponent(companyUid)}/stand`, { method: 'PUT', body: { stand } });
}

export function useSetStand(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyUid, stand }: { companyUid: string; stand: string | null }) => setStand(uid, companyUid, stand),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizerEventKeys.participants(uid) }),
        queryClient.invalidateQueries({ queryKey: publicEventKey(uid) }),
        queryClient.invalidateQueries({ queryKey: organizerKeys.allDetails }),
      ]),
  });
}
