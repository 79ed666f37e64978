import { Divider, Stack } from '@mantine/core';
import { OrganizerMeetingsSection } from './components/organizer-meetings-section.tsx';

/**
 * What the event form page (/panel/events/{uid}) shows about the event's meetings: all of them by
 * status and the table plan. The app hands it in (app/event-form-route.tsx): features never import each other.
 */
export function EventMeetingsSections({ event }: { event: { uid: string } }) {
  return (
    <Stack gap="xl" mt="xl">
      <Divider />
      <OrganizerMeetingsSection eventUid={event.uid} />
    </Stack>
  );
}

export { MeetingsModalsDemo } from './components/meetings-modals-demo.tsx';
