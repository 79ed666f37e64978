import { EventFormPage } from '../features/my-events/pages/event-form-page.tsx';

/**
 * /panel/events/:sub: the event form (features/my-events) followed by the event's participants,
 * invitations and statistics (built by their own feature). Features never import each other, so
 * the app composes them here.
 */
export function EventFormRoute() {
  return <EventFormPage />;
}
