/** The phone the journeys check pages at, 360 × 780 CSS px: the phone project's viewport, and asPhone's (a11y.ts). */
export const PHONE_VIEWPORT = { width: 360, height: 780 } as const;
