import { useQuery } from '@tanstack/react-query';
import { getMeetingEvents, meetingKeys } from '../../../lib/api/meetings.ts';

/**
 * Whether the caller can have meetings at the event: it is one of their own approved participations
 * (the meetings area's events, one cache with its calendar). An organizer's member who does not take
 * part in their event cannot meet people there.
 */
export function useCanMeetAt(eventUid: string): boolean {
  const events = useQuery({ queryKey: meetingKeys.events(), queryFn: ({ signal }) => getMeetingEvents(signal), staleTime: 60_000 });
  return events.data?.items.some((item) => item.uid === eventUid) ?? false;
}
