import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MeetingBox, Meeting } from '@fairhub/shared/meetings';
import type { PutAvailability } from '@fairhub/shared/availability';
import {
  acceptMeeting,
  cancelMeeting,
  declineMeeting,
  getAvailability,
  getCalendarFeed,
  getEventAvailability,
  getMeetingEvents,
  getMeetings,
  getOrganizerMeetings,
  meetingKeys,
  putAvailability,
  putEventAvailability,
  requestMeeting,
  resetCalendarFeed,
} from '../../../lib/api/meetings.ts';
import { useStreamEvent } from '../../../lib/stream/use-stream-event.ts';
import { notify } from '../../../lib/toasts.ts';
import { meetingProblemKey } from '../../../components/meetings/meeting-problems.ts';

export { meetingKeys };

/** One box of the caller's meetings (requests, sent, schedule, calendar), read again whenever it is shown. */
export function useMeetingBox(box: MeetingBox, params: Record<string, string | undefined> = {}, enabled = true) {
  return useQuery({
    queryKey: meetingKeys.box(box, params),
    queryFn: ({ signal }) => getMeetings(box, params, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The events the caller may meet people at (approved participations in published events). */
export function useMeetingEvents() {
  return useQuery({ queryKey: meetingKeys.events(), queryFn: ({ signal }) => getMeetingEvents(signal) });
}

/** A meeting changed for the caller (requested, answered, cancelled, expired, done): every meetings query reads again. */
export function useMeetingsLive(): void {
  const queryClient = useQueryClient();
  useStreamEvent('meeting.changed', () => {
    void queryClient.invalidateQueries({ queryKey: meetingKeys.all });
  });
}

type Action =
  | { kind: 'accept'; place?: 'stand' | 'online'; onlineUrl?: string | null }
  | { kind: 'decline'; reason: string | null }
  | { kind: 'cancel'; reason: string | null }
  | { kind: 'rebook'; meeting: Meeting; startsAt: string };

/** Accept, decline, cancel, or re-book a declined request in another slot; a refusal is told in a toast and the lists read again. */
export function useMeetingAction() {
  const { t } = useTranslation('meetings');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, action }: { uid: string; action: Action }): Promise<Meeting> => {
      if (action.kind === 'accept') return acceptMeeting(uid, action.place ? { place: action.place, onlineUrl: action.onlineUrl ?? null } : {});
      if (action.kind === 'decline') return declineMeeting(uid, action.reason);
      if (action.kind === 'cancel') return cancelMeeting(uid, action.reason);
      const { meeting, startsAt } = action;
      return requestMeeting({
        inviteeUid: meeting.other.uid!,
        eventUid: meeting.event?.uid ?? null,
        startsAt,
        place: meeting.place,
        onlineUrl: meeting.onlineUrl,
        agenda: meeting.agenda,
      });
    },
    onSuccess: (meeting, { action }) => {
      const key =
        action.kind === 'accept' && meeting.tableNumber !== null
          ? 'actions.acceptedTable'
          : { accept: 'actions.accepted', decline: 'actions.declined', cancel: 'actions.cancelled', rebook: 'actions.rebooked' }[action.kind];
      void notify.success(t(key, { number: meeting.tableNumber }));
    },
    onError: (error) => {
      void notify.error(t(meetingProblemKey(error)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export function useAvailability() {
  return useQuery({ queryKey: meetingKeys.availability(), queryFn: ({ signal }) => getAvailability(signal) });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutAvailability) => putAvailability(body),
    onSuccess: (saved) => queryClient.setQueryData(meetingKeys.availability(), saved),
  });
}

export function useEventAvailability(eventUid: string | null) {
  return useQuery({
    queryKey: meetingKeys.eventAvailability(eventUid ?? ''),
    queryFn: ({ signal }) => getEventAvailability(eventUid!, signal),
    enabled: eventUid !== null,
  });
}

export function useSaveEventAvailability(eventUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (unavailable: string[]) => putEventAvailability(eventUid, { unavailable }),
    onSuccess: (saved) => queryClient.setQueryData(meetingKeys.eventAvailability(eventUid), saved),
  });
}

export function useCalendarFeed() {
  return useQuery({ queryKey: meetingKeys.feed(), queryFn: ({ signal }) => getCalendarFeed(signal) });
}

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetCalendarFeed, onSuccess: (feed) => queryClient.setQueryData(meetingKeys.feed(), feed) });
}

export function useOrganizerMeetings(eventUid: string) {
  return useQuery({ queryKey: meetingKeys.organizer(eventUid), queryFn: ({ signal }) => getOrganizerMeetings(eventUid, signal) });
}
