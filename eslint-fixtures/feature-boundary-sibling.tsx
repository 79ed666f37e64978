// Must fail: fairhub/feature-boundary — linted as apps/web/src/features/events/components/deep/event-card.tsx
import { VenueCard } from '../../../venues/components/venue-card.tsx';

export const Card = VenueCard;
