import { EventFormPage } from '../features/my-events/pages/event-form-page.tsx';
import { EventParticipationSections } from '../features/event-participants/sections.tsx';
import { EventMeetingsSections } from '../features/meetings/sections.tsx';

/**
 * /panel/events/:sub: the event form (features/my-events) followed by the event's participants,
 * invitations and statistics (features/event-participants), then its meetings and table plan
 * (features/meetings). Features never import each other, so
 * the app composes them here.
 */
export function EventFormRoute() {
  return (
    <EventFormPage
      eventSections={(event) => (
        <>
          <EventParticipationSections event={event} />
          <EventMeetingsSections event={event} />
        </>
      )}
    />
  );
}
