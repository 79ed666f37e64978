import { imageAddress } from '@fairhub/shared/uploads';
import {
  CONVERSATION_MEETINGS_MAX,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
  type BlockState,
  type ConversationDetail,
  type ConversationList,
  type ConversationPerson,
  type ConversationSummary,
  type Message,
  type MessagePage,
  type MessagesQuery,
  type ReadState,
  type SendMessage,
} from '@fairhub/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { ProblemError, badRequest, conflict, invalidField, notFound, unprocessable } from '../../lib/problems.ts';
import { newUid } from '../../lib/random.ts';
import { throttleKey, tooManyRequests, type ThrottleWindow } from '../../lib/throttle.ts';
import type { Auth } from '../../plugins/auth.ts';
import { listOpenMeetingsBetween } from '../meetings/meetings.repository.ts';
import { publishCountsChanged, publishStreamEvents } from '../stream/stream-publish.ts';
import {
  countReceivedBetween,
  deleteBlock,
  findConversation,
  findMembership,
  findMessageByClientId,
  findMessageInConversation,
  findNewestReadUid,
  findOrCreateConversation,
  findPersonByUid,
  findWritingRights,
  insertBlock,
  insertMessage,
  listConversations,
  listMessages,
  listSharedEvents,
  raiseReadPointer,
  touchConversation,
  findMessageUidById,
  findConversationUidByPair,
  findReadPointer,
  lockConversationForSend,
  lockPairConversationForBlock,
  type ConversationRow,
  type MessageRow,
  type WritingRights,
} from './messages.repository.ts';
import { scheduleUnreadMessageEmail } from './unread-message-email.ts';

const CONVERSATION_WINDOW: ThrottleWindow = { max: NEW_CONVERSATIONS_PER_DAY, seconds: 24 * 60 * 60 };
const MESSAGE_WINDOW: ThrottleWindow = { max: MESSAGES_PER_MINUTE, seconds: 60 };

/** "45 seconds", "12 minutes", "3 hours": how long until a limit opens again. */
function waitText(seconds: number) {
  if (seconds < 120) return `${seconds} seconds`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

const CONVERSATION_NOT_FOUND = 'This conversation was not found. It may not be yours, or the link is wrong.';
const PERSON_NOT_FOUND = 'This person was not found.';

/**
 * The one sentence for every refusal to write — no rule allows it, or the person blocked the caller —
 * so a blocked person learns nothing more (docs/product.md "Who may write to whom").
 */
export const mayNotWrite = () =>
  new ProblemError(
    403,
    'Forbidden',
    'You cannot write to this person. Messages are open between fellow participants of an event, to people with a public profile and to people who wrote to you.',
    {
      code: 'may_not_write',
    },
  );

/**
 * The person has no company, so no panel to read or answer in (docs/client-rules.md "States": the
 * panel needs a company): 422 `recipient_has_no_company`, for messages and meeting requests alike.
 * Told only to someone a rule would otherwise let through, so strangers learn nothing of it.
 */
export const recipientHasNoCompany = (action: 'write to them' | 'ask them for a meeting') =>
  unprocessable(
    `This person has no company on Fairhub yet, so they have no panel to read and answer in. You can ${action} once they join or create a company on Fairhub.`,
    'recipient_has_no_company',
  );

/** The caller has no company, so no panel (messages and meetings are panel pages): 400 `no_company`, as GET profile/count answers. */
export const callerHasNoCompany = (action: string) => badRequest(`Create or join a company first: ${action} is part of the panel.`, 'no_company');

const blockedByYou = () => unprocessable('You blocked this person. Unblock them to write to them.', 'blocked_by_you');

/**
 * Whether `me` may write to the other person (docs/product.md "Who may write to whom"): not while
 * either blocks the other; otherwise when the other's profile is public, when both are approved
 * participants of one event, when `me` belongs to the company organizing an event the other has
 * applied to (whatever the decision: organizers answer their applicants), or when the other has
 * written to `me` (so applicants answer their organizer). (People in companies matched
 * with one's own join this list with matchmaking.) Even then not when the other has no company
 * (422 `recipient_has_no_company`: no panel to answer in). Answers the refusal, or null.
 */
export function writeRefusal(rights: WritingRights): ProblemError | null {
  if (rights.blockedByMe) return blockedByYou();
  if (rights.blockedByOther) return mayNotWrite();
  if (!(rights.publicProfile || rights.fellowParticipant || rights.organizerOfOther || rights.wroteToMe)) return mayNotWrite();
  if (!rights.otherHasCompany) return recipientHasNoCompany('write to them');
  return null;
}

// -------------------------------------------------------------------------------------------------
// Presenting
// -------------------------------------------------------------------------------------------------

function presentPerson(row: ConversationRow): ConversationPerson {
  if (row.otherId === null || row.otherUid === null) {
    return { uid: null, firstName: null, lastName: null, jobTitle: null, avatarUrl: null, company: null, deleted: true, publicProfile: false };
  }
  return {
    uid: row.otherUid,
    firstName: row.firstName,
    lastName: row.lastName,
    jobTitle: row.jobTitle,
    avatarUrl: imageAddress(row.avatar),
    company: row.companyUid ? { uid: row.companyUid, slug: row.companySlug!, name: row.companyName! } : null,
    deleted: false,
    publicProfile: row.publicProfile ?? false,
  };
}

/** A message as `viewerId` sees it: `read` says the other side has read one of the viewer's own messages. */
export function presentMessage(row: MessageRow, conversationUid: string, viewerId: number, otherReadId: number): Message {
  const mine = row.senderId === viewerId;
  return {
    uid: row.uid,
    conversationUid,
    senderUid: row.senderUid,
    mine,
    clientMessageId: row.clientMessageId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    read: mine && row.id <= otherReadId,
  };
}

function presentSummary(row: ConversationRow, viewerId: number): ConversationSummary {
  return {
    uid: row.uid,
    other: presentPerson(row),
    lastMessage: row.lastMessage ? presentMessage(row.lastMessage, row.uid, viewerId, row.otherReadId) : null,
    unread: row.unread,
    blocked: row.blocked,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}

// -------------------------------------------------------------------------------------------------
// Conversations
// -------------------------------------------------------------------------------------------------

/** GET conversations: those with at least one message, newest activity first. */
export async function getConversations(ctx: AppContext, auth: Auth): Promise<ConversationList> {
  const rows = await listConversations(ctx.db, auth.userId);
  return { items: rows.map((row) => presentSummary(row, auth.userId)) };
}

async function conversationDetail(db: Executor, auth: Auth, uid: string): Promise<ConversationDetail> {
  const row = await findConversation(db, auth.userId, uid);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  if (row.otherId === null) return { ...presentSummary(row, auth.userId), sharedEvents: [], sharedMeetings: [], canWrite: false };
  const [sharedEvents, meetings, rights] = await Promise.all([
    listSharedEvents(db, auth.userId, row.otherId),
    listOpenMeetingsBetween(db, auth.userId, row.otherId, new Date(), CONVERSATION_MEETINGS_MAX),
    findWritingRights(db, auth.userId, row.otherId),
  ]);
  return {
    ...presentSummary(row, auth.userId),
    sharedEvents: sharedEvents.map((event) => ({ ...event, startsAt: event.startsAt.toISOString() })),
    sharedMeetings: meetings.map((meeting) => ({ ...meeting, startsAt: meeting.startsAt.toISOString(), endsAt: meeting.endsAt.toISOString() })),
    canWrite: rights !== undefined && writeRefusal(rights) === null,
  };
}

/** GET conversations/{uid}: the conversation with what the two have in common (events, coming meetings) and whether the caller may write. */
export function getConversation(ctx: AppContext, auth: Auth, uid: string) {
  return conversationDetail(ctx.db, auth, uid);
}

/**
 * POST conversations {userUid}: the pair's one conversation — found (`created: false`), or created
 * when the caller may write to the person (403 `may_not_write` otherwise; 422 `self_conversation`,
 * `recipient_has_no_company`; 429 `conversation_limit` past NEW_CONVERSATIONS_PER_DAY new ones a
 * day). The caller needs a company (400 `no_company`). Racing requests for one pair meet at the
 * unique index on the ordered pair.
 */
export async function startConversation(ctx: AppContext, auth: Auth, userUid: string) {
  if (auth.companyId === null) throw callerHasNoCompany('writing messages');
  const person = await findPersonByUid(ctx.db, userUid);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  if (person.id === auth.userId) throw unprocessable('A conversation needs someone else: you cannot write to yourself.', 'self_conversation');
  const { uid, created } = await ctx.db.transaction(async (tx) => {
    const existing = await findConversationUidByPair(tx, auth.userId, person.id);
    if (existing) return { uid: existing, created: false };
    const rights = await findWritingRights(tx, auth.userId, person.id);
    const refusal = rights ? writeRefusal(rights) : mayNotWrite();
    if (refusal) throw refusal;
    const conversation = await findOrCreateConversation(tx, auth.userId, person.id, newUid());
    if (conversation.created) {
      const { retryAfter } = await ctx.throttle.hit(throttleKey('messages.conversations', auth.userId), CONVERSATION_WINDOW, tx);
      if (retryAfter !== null) {
        throw tooManyRequests(
          retryAfter,
          `You started ${NEW_CONVERSATIONS_PER_DAY} new conversations today, the most a day allows. You can start another in ${waitText(retryAfter)}; your existing conversations stay open.`,
          'conversation_limit',
        );
      }
    }
    return { uid: conversation.uid, created: conversation.created };
  });
  return { created, conversation: await conversationDetail(ctx.db, auth, uid) };
}

// -------------------------------------------------------------------------------------------------
// Messages
// -------------------------------------------------------------------------------------------------

async function membershipOrNotFound(db: Executor, auth: Auth, uid: string) {
  const membership = await findMembership(db, auth.userId, uid);
  if (!membership) throw notFound(CONVERSATION_NOT_FOUND);
  return membership;
}

/** GET conversations/{uid}/messages: the newest `limit` (or those before `before`), oldest first. */
export async function getMessages(ctx: AppContext, auth: Auth, uid: string, params: MessagesQuery): Promise<MessagePage> {
  const membership = await membershipOrNotFound(ctx.db, auth, uid);
  let beforeId: number | null = null;
  if (params.before) {
    const before = await findMessageInConversation(ctx.db, membership.id, params.before);
    if (!before) throw invalidField('before', 'message_unknown');
    beforeId = before.id;
  }
  const otherReadId = membership.otherId === null ? 0 : await otherReadPointer(ctx.db, membership.id, membership.otherId);
  const { items, hasOlder } = await listMessages(ctx.db, membership.id, params.limit, beforeId);
  return {
    items: items.map((row) => presentMessage(row, uid, auth.userId, otherReadId)),
    hasOlder,
    otherReadUpTo: await findNewestReadUid(ctx.db, membership.id, auth.userId, otherReadId),
  };
}

async function otherReadPointer(db: Executor, conversationId: number, otherId: number) {
  return (await findReadPointer(db, conversationId, otherId)) ?? 0;
}

/** 200 with the stored message when it is the same text, 409 when the client id was used for another. */
function retried(existing: MessageRow, conversationId: number, body: string) {
  if (existing.conversationId !== conversationId || existing.body !== body) {
    throw conflict('This message id was already used for another message. Send the new text with a new clientMessageId.', 'client_message_id_reused');
  }
  return existing;
}

/**
 * POST conversations/{uid}/messages. Idempotent by (sender, clientMessageId): a retry answers the
 * stored message (`created: false`), the same id with another text 409. Refused: 404 for a
 * conversation not the caller's, 422 `recipient_deleted`, `blocked_by_you`, `recipient_has_no_company`
 * (they left their company since), 403 `may_not_write`, 429 `message_limit`; 400 `no_company` for a
 * caller without a company (before anything else, as every panel call). In one transaction: the message, the conversation's time, the sender's read
 * pointer, the live events to both, the recipient's counters and the delayed e-mail job.
 */
export async function sendMessage(ctx: AppContext, auth: Auth, uid: string, input: SendMessage): Promise<{ created: boolean; message: Message }> {
  if (auth.companyId === null) throw callerHasNoCompany('writing messages');
  const membership = await membershipOrNotFound(ctx.db, auth, uid);
  const earlier = await findMessageByClientId(ctx.db, auth.userId, input.clientMessageId);
  if (earlier)
    return { created: false, message: await presentForSender(ctx.db, retried(earlier, membership.id, input.body), uid, membership.id, membership.otherId) };
  const otherId = membership.otherId;
  if (otherId === null)
    throw unprocessable('This person deleted their account: the conversation stays here to read, but it cannot be answered.', 'recipient_deleted');
  return ctx.db.transaction(async (tx) => {
    // A block of this pair committing meanwhile is waited for, then seen (lockPairConversationForBlock).
    await lockConversationForSend(tx, membership.id);
    const rights = await findWritingRights(tx, auth.userId, otherId);
    const refusal = rights ? writeRefusal(rights) : mayNotWrite();
    if (refusal) throw refusal;
    const inserted = await insertMessage(tx, {
      uid: newUid(),
      conversationId: membership.id,
      senderId: auth.userId,
      clientMessageId: input.clientMessageId,
      body: input.body,
    });
    if (!inserted) {
      // A parallel send with the same client id committed first.
      const stored = (await findMessageByClientId(tx, auth.userId, input.clientMessageId))!;
      return { created: false, message: await presentForSender(tx, retried(stored, membership.id, input.body), uid, membership.id, otherId) };
    }
    const { retryAfter } = await ctx.throttle.hit(throttleKey('messages.send', auth.userId), MESSAGE_WINDOW, tx);
    if (retryAfter !== null) {
      throw tooManyRequests(
        retryAfter,
        `You sent ${MESSAGES_PER_MINUTE} messages within a minute, the most allowed. Wait ${retryAfter} seconds, then send again.`,
        'message_limit',
      );
    }
    const row: MessageRow = { ...inserted, senderUid: auth.userUid };
    await touchConversation(tx, membership.id, row.createdAt);
    const pointer = await raiseReadPointer(tx, membership.id, auth.userId, row.id);
    const senderCountsChanged = pointer !== undefined && (await countReceivedBetween(tx, membership.id, auth.userId, pointer.before, pointer.after)) > 0;
    const otherReadId = await otherReadPointer(tx, membership.id, otherId);
    await publishStreamEvents(tx, [otherId, auth.userId], 'message.created', (userId) => ({
      conversationUid: uid,
      message: presentMessage(row, uid, userId, otherReadId),
    }));
    await publishCountsChanged(tx, senderCountsChanged ? [otherId, auth.userId] : [otherId]);
    await scheduleUnreadMessageEmail(ctx, tx, membership.id, otherId);
    return { created: true, message: presentMessage(row, uid, auth.userId, otherReadId) };
  });
}

async function presentForSender(db: Executor, row: MessageRow, uid: string, conversationId: number, otherId: number | null) {
  const otherReadId = otherId === null ? 0 : await otherReadPointer(db, conversationId, otherId);
  return presentMessage(row, uid, row.senderId ?? 0, otherReadId);
}

/**
 * POST conversations/{uid}/read {upTo}: raises the caller's read pointer to the message (never
 * lowers it: parallel calls leave the highest). When it moved, both sides hear `conversation.read`
 * and the caller's counters follow.
 */
export async function markRead(ctx: AppContext, auth: Auth, uid: string, upTo: string): Promise<ReadState> {
  const membership = await membershipOrNotFound(ctx.db, auth, uid);
  const message = await findMessageInConversation(ctx.db, membership.id, upTo);
  if (!message) throw invalidField('upTo', 'message_unknown');
  return ctx.db.transaction(async (tx) => {
    const pointer = (await raiseReadPointer(tx, membership.id, auth.userId, message.id))!;
    const pointerUid = pointer.after === message.id ? message.uid : await findMessageUidById(tx, membership.id, pointer.after);
    if (pointer.after > pointer.before && pointerUid) {
      const people = membership.otherId === null ? [auth.userId] : [auth.userId, membership.otherId];
      await publishStreamEvents(tx, people, 'conversation.read', { conversationUid: uid, readerUid: auth.userUid, upTo: pointerUid });
      if ((await countReceivedBetween(tx, membership.id, auth.userId, pointer.before, pointer.after)) > 0) await publishCountsChanged(tx, [auth.userId]);
    }
    const unread = await countReceivedBetween(tx, membership.id, auth.userId, pointer.after, Number.MAX_SAFE_INTEGER);
    return { conversationUid: uid, upTo: pointerUid, unread };
  });
}

// -------------------------------------------------------------------------------------------------
// Blocks
// -------------------------------------------------------------------------------------------------

async function personToBlock(ctx: AppContext, auth: Auth, userUid: string) {
  const person = await findPersonByUid(ctx.db, userUid);
  if (!person) throw notFound(PERSON_NOT_FOUND);
  if (person.id === auth.userId) throw unprocessable('You cannot block yourself.', 'self_conversation');
  return person;
}

/** POST blocks/{userUid}: the person's messages (and meeting requests) stop; they are not told. Idempotent. */
export async function block(ctx: AppContext, auth: Auth, userUid: string): Promise<BlockState> {
  const person = await personToBlock(ctx, auth, userUid);
  await ctx.db.transaction(async (tx) => {
    // Waits for the pair's sends in flight; sends that start now wait for this block and are refused.
    await lockPairConversationForBlock(tx, auth.userId, person.id);
    await insertBlock(tx, auth.userId, person.id);
  });
  return { userUid, blocked: true };
}

/** DELETE blocks/{userUid}: the person may write again (when a rule allows it). Idempotent. */
export async function unblock(ctx: AppContext, auth: Auth, userUid: string): Promise<BlockState> {
  const person = await personToBlock(ctx, auth, userUid);
  await deleteBlock(ctx.db, auth.userId, person.id);
  return { userUid, blocked: false };
}
