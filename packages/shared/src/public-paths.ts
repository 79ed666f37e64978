/** Addresses of the public catalogue pages, shared by the web app's links and the server's canonical URLs and sitemaps. */
export const publicPaths = {
  event: (uid: string, slug?: string) => `/events/${encodeURIComponent(uid)}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  venue: (uid: string) => `/venues/${encodeURIComponent(uid)}`,
  organizer: (uid: string) => `/organizers/${encodeURIComponent(uid)}`,
  person: (uid: string) => `/people/${encodeURIComponent(uid)}`,
} as const;
