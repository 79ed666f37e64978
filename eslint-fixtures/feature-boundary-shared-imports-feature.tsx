// Must fail: fairhub/feature-boundary — linted as apps/web/src/components/catalogue/event-chip.tsx
import { listEvents } from '../../features/events/api/events.ts';

export const events = listEvents;
