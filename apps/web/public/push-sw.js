/* global self */
// Fairhub's service worker, for Web Push only (docs/decisions.md "Web Push"): registered from
// Settings › "Notifications on this device". It shows a notification for a push unless a window of
// the app is visible (that window already updates live), and a click focuses a window of the app —
// opening the linked page — or opens a new one.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload as the server sends it (packages/shared/src/push.ts), or null when it is not one. */
function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && typeof payload.title === 'string' && typeof payload.body === 'string' && typeof payload.url === 'string' && typeof payload.tag === 'string')
      return payload;
  } catch {
    // not JSON
  }
  return null;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  if (!payload) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      if (windows.some((client) => client.visibilityState === 'visible')) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        renotify: true,
        icon: '/favicon.svg',
        data: { url: payload.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only the app's own pages.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const own = windows.find((client) => new URL(client.url).origin === target.origin);
      if (own) {
        const focused = await own.focus();
        if (new URL(own.url).pathname !== target.pathname && 'navigate' in focused) await focused.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
