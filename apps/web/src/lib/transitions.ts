import { TRANSITION_BUFFER_MS } from '@fairhub/shared/constants';

/** Mantine's modal and drawer transitions last 200 ms; the client rules add a 5 ms buffer. */
export const BASE_TRANSITION_MS = 200;
export const OVERLAY_TRANSITION_MS = BASE_TRANSITION_MS + TRANSITION_BUFFER_MS;
