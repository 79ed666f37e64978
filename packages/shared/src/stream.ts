import { z } from './zod.ts';
import { countsSchema } from './profile.ts';
import { messageSchema } from './messages.ts';

/**
 * GET stream — the live stream (docs/decisions.md "Live stream"): Server-Sent Events, read with
 * fetch and the Bearer header. Each event has `id:` (the person's event number), `event:` (one of
 * STREAM_EVENT_NAMES) and `data:` (JSON, the payload below). Reconnecting with `Last-Event-ID`
 * replays what was missed, once, in order. Payloads carry ids and small facts; the app refetches what
 * it shows from the regular endpoints when a payload is not enough.
 */
export const STREAM_EVENT_NAMES = [
  'message.created',
  'conversation.read',
  'counts.changed',
  'notification.created',
  'meeting.changed',
  'match.changed',
  'participation.changed',
] as const;
export type StreamEventName = (typeof STREAM_EVENT_NAMES)[number];

/** A ping comment line is sent this often so proxies keep the connection open. */
export const STREAM_PING_MS = 25_000;

export const streamPayloadSchemas = {
  /** A message in one of the recipient's (or the sender's other tabs') conversations. */
  'message.created': z.object({ conversationUid: z.string(), message: messageSchema }),
  /** Someone read a conversation up to a message: `readerUid` is who read. */
  'conversation.read': z.object({ conversationUid: z.string(), readerUid: z.string(), upTo: z.string() }),
  /** Fresh counters; the same object as GET profile/count. */
  'counts.changed': countsSchema,
  'notification.created': z.object({ uid: z.string(), kind: z.string() }),
  'meeting.changed': z.object({ uid: z.string(), status: z.string() }),
  'match.changed': z.object({ uid: z.string(), status: z.string() }),
  /** The caller's participation in an event changed (decision, stand), or — for organizers — an application arrived. */
  'participation.changed': z.object({ eventUid: z.string(), status: z.string().nullable() }),
} satisfies Record<StreamEventName, z.ZodType>;

export type StreamPayload<Name extends StreamEventName> = z.infer<(typeof streamPayloadSchemas)[Name]>;
