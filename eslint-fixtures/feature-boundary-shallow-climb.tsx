// Must fail: fairhub/feature-boundary — linted as apps/web/src/features/events/pages/events-page.tsx
// The hole of the old depth-counting rule: climbing past features/ and down again.
import { listVenues } from '../../../features/venues/api/venues.ts';

export const venues = listVenues;
