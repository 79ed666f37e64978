import { ModalsPage } from '../features/dev/pages/modals-page.tsx';
import { ContactsModalsDemo } from '../features/contacts/components/contacts-modals-demo.tsx';
import { MessagesModalsDemo } from '../features/messages/components/messages-modals-demo.tsx';
import { OrganizerModalsDemo } from '../features/my-events/components/organizer-modals-demo.tsx';
import { MeetingsModalsDemo } from '../features/meetings/sections.tsx';

/** /modals: the developer page with every feature's dialogs (features never import each other, so the app hands them in). */
export function ModalsRoute() {
  return (
    <ModalsPage
      more={
        <>
          <OrganizerModalsDemo />
          <ContactsModalsDemo />
          <MessagesModalsDemo />
          <MeetingsModalsDemo />
        </>
      }
    />
  );
}
