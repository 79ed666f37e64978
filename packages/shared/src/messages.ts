import { z } from './zod.ts';
import { companyRefSchema } from './paging.ts';
import { MEETING_PLACES } from './statuses.ts';

/**
 * Conversations between two people (docs/product.md "Who may write to whom", docs/decisions.md
 * "Messages"). One conversation per pair; messages are plain text; each side has its own read pointer.
 */

/** A message's text: trimmed, 1–5,000 characters, line breaks allowed. */
export const MESSAGE_BODY_MAX = 5000;
/** Older messages per request (`limit`), at most. */
export const MESSAGES_PAGE_MAX = 100;
export const MESSAGES_PAGE_DEFAULT = 50;
/** Rate limits per user (429 with Retry-After). */
export const NEW_CONVERSATIONS_PER_DAY = 20;
export const MESSAGES_PER_MINUTE = 30;

const uidSchema = z.string({ error: 'uid_invalid' }).regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'uid_invalid' });

/** The other person of a conversation; `null` fields and `deleted: true` once their account is gone ("Deleted user"). */
export const conversationPersonSchema = z.object({
  uid: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** `/media/{uid}.webp`, or null without a photo. */
  avatarUrl: z.string().nullable(),
  company: companyRefSchema.nullable(),
  deleted: z.boolean(),
  /** Only when it is public is there a page to link to. */
  publicProfile: z.boolean(),
});
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

export const messageSchema = z.object({
  uid: z.string(),
  conversationUid: z.string(),
  /** The sender's uid; null when their account was deleted. */
  senderUid: z.string().nullable(),
  /** The caller wrote it. */
  mine: z.boolean(),
  clientMessageId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** For the caller's own messages: the other side has read it. Always false for received ones. */
  read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET conversations — newest activity first. */
export const conversationSummarySchema = z.object({
  uid: z.string(),
  other: conversationPersonSchema,
  lastMessage: messageSchema.nullable(),
  /** Messages from the other person after the caller's read pointer. */
  unread: z.number().int(),
  /** The caller has blocked the other person. */
  blocked: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** What the two have in common, for the conversation's header: events both take part in and their coming meetings. Matches join when that feature exists. */
export const sharedEventSchema = z.object({ uid: z.string(), slug: z.string(), title: z.string(), startsAt: z.string() });
/** The header shows at most this many coming meetings of the two. */
export const CONVERSATION_MEETINGS_MAX = 3;
/** A coming meeting between the two, accepted or still requested (not expired). */
export const sharedMeetingSchema = z.object({
  uid: z.string(),
  status: z.enum(['requested', 'accepted']),
  /** The caller asked for it (a requested one waits for the other's answer), else the other did. */
  sentByMe: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  place: z.enum(MEETING_PLACES),
  /** The zone the meeting is shown in: the event's, outside events the invitee's. */
  timeZone: z.string(),
  /** The event's title, null outside events. */
  eventTitle: z.string().nullable(),
});
export type SharedMeeting = z.infer<typeof sharedMeetingSchema>;
export const conversationDetailSchema = conversationSummarySchema.extend({
  sharedEvents: z.array(sharedEventSchema),
  /** The two's coming accepted and pending meetings, soonest first, at most CONVERSATION_MEETINGS_MAX. */
  sharedMeetings: z.array(sharedMeetingSchema),
  /** False when the caller may not (or no longer) write: the other side was deleted, or no rule allows it. */
  canWrite: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** POST conversations — the pair's one conversation, found (200) or created (201). */
export const startConversationSchema = z.object({ userUid: uidSchema });
export type StartConversation = z.infer<typeof startConversationSchema>;

/** GET conversations/{uid}/messages — the newest `limit` messages, or those before the message `before`. */
export const messagesQuerySchema = z.object({
  before: uidSchema.optional(),
  limit: z.coerce
    .number({ error: 'limit_invalid' })
    .int({ error: 'limit_invalid' })
    .min(1, { error: 'limit_invalid' })
    .max(MESSAGES_PAGE_MAX, { error: 'limit_invalid' })
    .default(MESSAGES_PAGE_DEFAULT),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
export const messagePageSchema = z.object({
  /** Oldest first (the order they are shown in). */
  items: z.array(messageSchema),
  /** There are older messages: ask again with `before` = the first item's uid. */
  hasOlder: z.boolean(),
  /** The other side's read pointer, as the uid of the newest of the caller's messages they have read. */
  otherReadUpTo: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** POST conversations/{uid}/messages — 201, or 200 with the original on a retry with the same clientMessageId. */
export const sendMessageSchema = z.object({
  body: z.string({ error: 'body_required' }).trim().min(1, { error: 'body_required' }).max(MESSAGE_BODY_MAX, { error: 'body_too_long' }),
  clientMessageId: z.uuid({ error: 'client_message_id_invalid' }),
});
export type SendMessage = z.infer<typeof sendMessageSchema>;

/** POST conversations/{uid}/read — the pointer moves to `upTo` (a message uid) unless it is already further. */
export const markReadSchema = z.object({ upTo: uidSchema });
export type MarkRead = z.infer<typeof markReadSchema>;

/** POST conversations/{uid}/read — the caller's read pointer after the call (it may already have been further than `upTo`). */
export const readStateSchema = z.object({
  conversationUid: z.string(),
  /** The uid of the newest message the caller has read in this conversation. */
  upTo: z.string().nullable(),
  /** Messages from the other person after the pointer (0 once everything is read). */
  unread: z.number().int(),
});
export type ReadState = z.infer<typeof readStateSchema>;

/** POST/DELETE blocks/{userUid} — whether the caller now blocks the person. */
export const blockStateSchema = z.object({ userUid: z.string(), blocked: z.boolean() });
export type BlockState = z.infer<typeof blockStateSchema>;

/**
 * The `code`s the messages API answers besides the generic ones (validation_failed, not_found,
 * rate_limited), for the app's own sentences:
 * - `may_not_write` (403): no rule lets the caller write to this person — also when the person
 *   blocked the caller; the sentence is the same, so a block is never revealed.
 * - `self_conversation` (422): a conversation with oneself.
 * - `blocked_by_you` (422): the caller blocked this person; unblock to write.
 * - `recipient_deleted` (422): the other side deleted their account; the conversation stays readable.
 * - `client_message_id_reused` (409): the same clientMessageId was sent before with another text.
 * - `conversation_limit`, `message_limit` (429 with Retry-After): NEW_CONVERSATIONS_PER_DAY, MESSAGES_PER_MINUTE.
 * Field codes (400): `body_required`, `body_too_long`, `client_message_id_invalid`, `message_unknown`
 * (`before`/`upTo` is not a message of this conversation), `uid_invalid`, `limit_invalid`.
 */
export const MESSAGE_PROBLEM_CODES = [
  'may_not_write',
  'self_conversation',
  'blocked_by_you',
  'recipient_deleted',
  'client_message_id_reused',
  'conversation_limit',
  'message_limit',
] as const;
export type MessageProblemCode = (typeof MESSAGE_PROBLEM_CODES)[number];

/** The data export's part about messages (GET profile/export): every conversation with both sides' messages, and the people blocked. */
export const messagesExportSchema = z.object({
  conversations: z.array(
    z.object({
      uid: z.string(),
      createdAt: z.string(),
      /** The other person; uid and name null once their account is deleted ("Deleted user"). */
      other: z.object({ uid: z.string().nullable(), name: z.string().nullable(), deleted: z.boolean() }),
      /** `read`: for one's own message, the other side has read it; for a received one, oneself has. */
      messages: z.array(z.object({ uid: z.string(), mine: z.boolean(), body: z.string(), createdAt: z.string(), read: z.boolean() })),
    }),
  ),
  blocked: z.array(z.object({ uid: z.string(), name: z.string(), since: z.string() })),
});
export type MessagesExport = z.infer<typeof messagesExportSchema>;
