import { authRequest } from '../auth-client.ts';
import { useSessionStore } from '../session-store.ts';

/**
 * "Notifications on this device" (docs/decisions.md "Web Push"): the browser's push subscription,
 * made with the server's VAPID public key (GET config: pushPublicKey) and handed to
 * PUT profile/push-subscription for this session. The session store's `fcmToken` holds its endpoint
 * while it is on (cleared with the session at logout, when the server forgets it too).
 */

export const PUSH_WORKER_URL = '/push-sw.js';

/** The browser can receive Web Push (service workers, the Push API and notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** A base64url key (as the server gives it) as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Asks for permission, subscribes (or reuses this browser's subscription) and tells the server. `denied`: the person refused notifications. */
export async function enablePush(publicKey: string): Promise<'on' | 'denied'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  const key = keyBytes(publicKey);
  const sameKey = (existing: PushSubscription) => {
    const current = existing.options.applicationServerKey;
    return !!current && new Uint8Array(current).every((byte, index) => byte === key[index]) && current.byteLength === key.byteLength;
  };
  // A subscription made for other keys (the server's were replaced) cannot be used: made again.
  if (subscription && !sameKey(subscription)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await authRequest('profile/push-subscription', { method: 'PUT', body: subscription.toJSON() });
  useSessionStore.getState().setFcmToken(subscription.endpoint);
  return 'on';
}

/** Stops this session's push: the server forgets the subscription and the browser drops it. */
export async function disablePush(): Promise<void> {
  await authRequest('profile/push-subscription', { method: 'DELETE' });
  useSessionStore.getState().setFcmToken(null);
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
