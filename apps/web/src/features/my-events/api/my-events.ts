import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  myEventListQuerySchema,
  type CancelEventInput,
  type CreateEventInput,
  type MyEvent,
  type MyEventListQuery,
  type MyEventSummary,
  type UpdateEventInput,
} from '@fairhub/shared/my-events';
import { MEETING_CHANGES_CONFIRM_PARAM } from '@fairhub/shared/meetings';
import { companyResourceApi } from '../../../lib/api/company-resource-api.ts';
import { organizerKeys } from '../../../lib/api/organizer-details.ts';
import { authRequest } from '../../../lib/auth-client.ts';
import { notify } from '../../../lib/toasts.ts';
import { useProblemSentence } from '../components/problem-sentence.ts';

/**
 * The organizer panel's events: GET/POST events/mine, GET/PATCH/DELETE events/mine/{uid}, publish
 * and cancel. The lists hold summaries and the form the whole event, so the kit serves the lists and
 * deleting; the event itself is fetched and saved here (its answer goes into the cache of its page).
 */
const events = companyResourceApi<MyEventSummary, MyEventListQuery, CreateEventInput, UpdateEventInput>({
  path: 'events/mine',
  listQuerySchema: myEventListQuerySchema,
  namespace: 'my-events',
  fitsFilters: (query, event) => !query.status || query.status === event.status,
  latestFirstSorts: ['-updated'],
});

export const myEventKeys = events.keys;
export const getMyEvents = events.getList;
export const myEventsQueryOptions = events.listQueryOptions;
/** Deletes a draft; it leaves every cached list at once and comes back when the server refuses. */
export const useDeleteMyEvent = events.useDelete;

const itemPath = (uid: string) => `events/mine/${encodeURIComponent(uid)}`;

/**
 * After a change settles, the panel's lists and event are read again, and so are the event's public
 * page (features/events' `eventDetailsKeys.event`; features do not import each other) and the company
 * pages, which list an organizer's events, so the organizer sees their edit there at once.
 */
const refreshEvent = (client: QueryClient, uid: string | undefined) =>
  Promise.all([
    events.refresh(client, uid),
    uid ? client.invalidateQueries({ queryKey: ['events', 'details', uid] }) : undefined,
    client.invalidateQueries({ queryKey: organizerKeys.allDetails }),
  ]);

/** GET events/mine/{uid} — one of the company's events, any status; 404 for another company's. */
export function getMyEvent(uid: string, signal?: AbortSignal): Promise<MyEvent> {
  return authRequest<MyEvent>(itemPath(uid), { signal });
}

export const myEventQueryOptions = (uid: string, language: string) =>
  queryOptions({ queryKey: [...events.keys.item(uid), language] as const, queryFn: ({ signal }) => getMyEvent(uid, signal), retry: false });

/** POST events/mine — a new draft. */
export function createMyEvent(body: CreateEventInput): Promise<MyEvent> {
  return authRequest<MyEvent>('events/mine', { method: 'POST', body });
}

/**
 * PATCH events/mine/{uid} — the fields sent change; drafts and published events only. Fewer tables or
 * narrower meeting hours or dates than open meetings use answer 422 `meetings_affected` unless
 * `confirmMeetingChanges` (then those meetings are cancelled and both sides told).
 */
export function updateMyEvent(uid: string, body: UpdateEventInput, confirmMeetingChanges = false): Promise<MyEvent> {
  return authRequest<MyEvent>(confirmMeetingChanges ? `${itemPath(uid)}?${MEETING_CHANGES_CONFIRM_PARAM}=true` : itemPath(uid), { method: 'PATCH', body });
}

/** POST events/mine/{uid}/publish — needs a venue or an online URL (422 `event_needs_place`). */
export function publishMyEvent(uid: string): Promise<MyEvent> {
  return authRequest<MyEvent>(`${itemPath(uid)}/publish`, { method: 'POST' });
}

/** POST events/mine/{uid}/cancel — with the reason every participant is told. */
export function cancelMyEvent(uid: string, body: CancelEventInput): Promise<MyEvent> {
  return authRequest<MyEvent>(`${itemPath(uid)}/cancel`, { method: 'POST', body });
}

/** Creates a draft (no uid) or saves changes; the form puts a refusal's field errors on its fields. */
export function useSaveMyEvent() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: ({ uid, input, confirmMeetingChanges }: { uid: string | null; input: CreateEventInput; confirmMeetingChanges?: boolean }) =>
      uid ? updateMyEvent(uid, input, confirmMeetingChanges) : createMyEvent(input),
    onSuccess: (event) => client.setQueryData(myEventQueryOptions(event.uid, i18n.language).queryKey, event),
    onSettled: (event) => refreshEvent(client, event?.uid),
  });
}

export type EventStatusChange = { action: 'publish' } | { action: 'cancel'; reason: string };

/** Publishes or cancels: the answer is the event in its new status. A refusal is told in a toast. */
export function useEventStatusChange(uid: string) {
  const client = useQueryClient();
  const { t, i18n } = useTranslation('my-events');
  const sentence = useProblemSentence();
  return useMutation({
    mutationFn: (change: EventStatusChange) => (change.action === 'publish' ? publishMyEvent(uid) : cancelMyEvent(uid, { reason: change.reason })),
    onSuccess: (event) => client.setQueryData(myEventQueryOptions(event.uid, i18n.language).queryKey, event),
    onError: (error, change) => void notify.error(`${t(change.action === 'publish' ? 'toasts.publishFailed' : 'toasts.cancelFailed')} ${sentence(error)}`),
    onSettled: () => refreshEvent(client, uid),
  });
}
