/** Timestamps as the API writes them: ISO 8601 in UTC. */
export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
