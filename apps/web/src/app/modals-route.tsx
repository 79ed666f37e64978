import { ModalsPage } from '../features/dev/pages/modals-page.tsx';
import { OrganizerModalsDemo } from '../features/my-events/components/organizer-modals-demo.tsx';

/** /modals: the developer page with every feature's dialogs (features never import each other, so the app hands them in). */
export function ModalsRoute() {
  return <ModalsPage more={<OrganizerModalsDemo />} />;
}
