import { z } from './zod.ts';

const base64url = (what: string, min: number, max: number) =>
  z
    .string()
    .min(min, `Give the subscription's ${what} key as the browser reports it (base64url).`)
    .max(max, `Give the subscription's ${what} key as the browser reports it (base64url).`)
    // The length lives in the pattern too, so a value made from the pattern (the API fuzzer's) can have it.
    .regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), `Give the subscription's ${what} key as the browser reports it (base64url).`);

/**
 * PUT profile/push-subscription — this browser's Web Push subscription (PushSubscription.toJSON()),
 * kept for the signed-in session only: it ends with logout. The server sends a notification for a
 * new message or meeting request to it; the service worker shows it while the app has no visible window.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'Give the push endpoint the browser reported (an https:// address).' }).max(2_000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url('p256dh', 80, 100),
    auth: base64url('auth', 16, 32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** What the service worker receives in a push (JSON): shown as a notification that opens `url` when clicked. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the app, e.g. /panel/messages/{uid}. */
  url: z.string(),
  /** Notifications with the same tag replace each other (one per conversation, one per meeting). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
