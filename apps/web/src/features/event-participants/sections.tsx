import { Divider, Stack } from '@mantine/core';
import { useSessionStore } from '../../lib/session-store.ts';
import { InvitationsSection } from './components/invitations-section.tsx';
import { ParticipantsSection } from './components/participants-section.tsx';
import { StatsSection } from './components/stats-section.tsx';

/**
 * What the event form page (/panel/events/{uid}, the my-events feature) shows under a saved event:
 * its participants, invitations and statistics. The app hands it in (app/routes.tsx), as a feature
 * never imports another. Admins of the organizer write; its members read the participants and
 * statistics only (the invitations answer 403 to them, which would end their session).
 */
export function EventParticipationSections({ event }: { event: { uid: string; title: string } }) {
  const role = useSessionStore((state) => state.user.userData?.company?.role);
  const canWrite = role === 'owner' || role === 'admin';
  return (
    <Stack gap="xl" mt="xl">
      <Divider />
      <ParticipantsSection eventUid={event.uid} canWrite={canWrite} />
      {canWrite ? (
        <>
          <Divider />
          <InvitationsSection eventUid={event.uid} eventTitle={event.title} />
        </>
      ) : null}
      <Divider />
      <StatsSection eventUid={event.uid} />
    </Stack>
  );
}

export { MyEventInvitations } from './components/my-event-invitations.tsx';
export { ParticipantsSection, InvitationsSection, StatsSection };
