import { MyEventsPage } from '../features/my-events/pages/my-events-page.tsx';
import { MyEventInvitations } from '../features/event-participants/sections.tsx';

/**
 * /panel/events: the events page (features/my-events) with organizers' invitations to the caller
 * above "Taking part" (features/event-participants). Features never import each other, so the app
 * composes them here.
 */
export function MyEventsRoute() {
  return <MyEventsPage invitations={<MyEventInvitations />} />;
}
