import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blocks, conversationMembers, conversations, messages } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Conversations, messages, read pointers and blocks (docs/decisions.md "Messages"). A conversation's
 * pair is stored ordered (low id, high id); a deleted account leaves its side NULL.
 */

/** The other person of a conversation as the caller sees them; every field null once their account is gone. */
export interface PersonRow {
  otherId: number | null;
  otherUid: string | null;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  avatar: string | null;
  publicProfile: boolean | null;
  companyUid: string | null;
  companySlug: string | null;
  companyName: string | null;
}

export interface MessageRow {
  id: number;
  uid: string;
  conversationId: number;
  senderId: number | null;
  senderUid: string | null;
  clientMessageId: string;
  body: string;
  createdAt: Date;
}

export interface ConversationRow extends PersonRow {
  id: number;
  uid: string;
  createdAt: Date;
  lastMessageAt: Date | null;
  /** The caller's read pointer and the other side's (0 without one). */
  myReadId: number;
  otherReadId: number;
  unread: number;
  /** The caller blocked the other person. */
  blocked: boolean;
  lastMessage: MessageRow | null;
}

const num = (value: unknown) => Number(value);
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** Raw statements answer timestamps as text (drizzle leaves their parsing to the query builder). */
const date = (value: string | Date) => new Date(value);
const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

type RawConversation = {
  id: string;
  uid: string;
  created_at: Date;
  last_message_at: Date | null;
  other_id: string | null;
  other_uid: string | null;
  first_name: string | null;
  last_name: string | null;
  job_title: string | null;
  avatar: string | null;
  public_profile: boolean | null;
  company_uid: string | null;
  company_slug: string | null;
  company_name: string | null;
  my_read: string;
  other_read: string | null;
  unread: string;
  blocked: boolean;
  m_id: string | null;
  m_uid: string | null;
  m_sender_id: string | null;
  m_sender_uid: string | null;
  m_client_message_id: string | null;
  m_body: string | null;
  m_created_at: Date | null;
};

function conversationOf(row: RawConversation): ConversationRow {
  return {
    id: num(row.id),
    uid: row.uid,
    createdAt: date(row.created_at),
    lastMessageAt: dateOrNull(row.last_message_at),
    otherId: numOrNull(row.other_id),
    otherUid: row.other_uid,
    firstName: row.first_name,
    lastName: row.last_name,
    jobTitle: row.job_title,
    avatar: row.avatar,
    publicProfile: row.public_profile,
    companyUid: row.company_uid,
    companySlug: row.company_slug,
    companyName: row.company_name,
    myReadId: num(row.my_read),
    otherReadId: num(row.other_read ?? 0),
    unread: num(row.unread),
    blocked: row.blocked,
    lastMessage:
      row.m_id === null
        ? null
        : {
            id: num(row.m_id),
            uid: row.m_uid!,
            conversationId: num(row.id),
            senderId: numOrNull(row.m_sender_id),
            senderUid: row.m_sender_uid,
            clientMessageId: row.m_client_message_id!,
            body: row.m_body!,
            createdAt: date(row.m_created_at!),
          },
  };
}

/**
 * The caller's conversations (all, or the one `uid`) with the other person, their company, both read
 * pointers, the caller's unread count (messages from others after their pointer), whether the caller
 * blocked the other, and the newest message; newest activity first.
 */
function selectConversations(db: Executor, userId: number, where: { uid: string } | { withMessages: true }) {
  const filter = 'uid' in where ? sql`c.uid = ${where.uid}` : sql`c.last_message_at IS NOT NULL`;
  return db.execute<RawConversation>(sql`
    SELECT c.id, c.uid, c.created_at, c.last_message_at,
           o.id AS other_id, o.uid AS other_uid, o.first_name, o.last_name, o.job_title, o.avatar, o.public_profile,
           co.uid AS company_uid, co.slug AS company_slug, co.name AS company_name,
           me.last_read_message_id AS my_read, om.last_read_message_id AS other_read,
           (SELECT count(*) FROM messages u
             WHERE u.conversation_id = c.id AND u.id > me.last_read_message_id AND u.sender_id IS DISTINCT FROM me.user_id) AS unread,
           EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = me.user_id AND b.blocked_id = o.id) AS blocked,
           lm.id AS m_id, lm.uid AS m_uid, lm.sender_id AS m_sender_id, su.uid AS m_sender_uid,
           lm.client_message_id AS m_client_message_id, lm.body AS m_body, lm.created_at AS m_created_at
      FROM conversation_members me
      JOIN conversations c ON c.id = me.conversation_id
      LEFT JOIN users o ON o.id = CASE WHEN c.user_low_id = me.user_id THEN c.user_high_id ELSE c.user_low_id END
      LEFT JOIN conversation_members om ON om.conversation_id = c.id AND om.user_id = o.id
      LEFT JOIN company_members cm ON cm.user_id = o.id
      LEFT JOIN companies co ON co.id = cm.company_id
      LEFT JOIN LATERAL (
        SELECT m.id, m.uid, m.sender_id, m.client_message_id, m.body, m.created_at
          FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1
      ) lm ON true
      LEFT JOIN users su ON su.id = lm.sender_id
     WHERE me.user_id = ${userId} AND ${filter}
     ORDER BY COALESCE(c.last_message_at, c.created_at) DESC, c.id DESC`);
}

/** GET conversations: the caller's conversations that have at least one message, newest activity first. */
export async function listConversations(db: Executor, userId: number): Promise<ConversationRow[]> {
  const result = await selectConversations(db, userId, { withMessages: true });
  return result.rows.map(conversationOf);
}

/** One of the caller's conversations by uid; undefined when it is not theirs (or does not exist). */
export async function findConversation(db: Executor, userId: number, uid: string): Promise<ConversationRow | undefined> {
  const result = await selectConversations(db, userId, { uid });
  const [row] = result.rows;
  return row ? conversationOf(row) : undefined;
}

/**
 * The caller's side of a conversation by uid, with the other person's id (null once deleted); with
 * `lock`, the caller's member row is locked until the transaction ends.
 */
export async function findMembership(db: Executor, userId: number, uid: string) {
  const [row] = await db
    .select({
      id: conversations.id,
      uid: conversations.uid,
      userLowId: conversations.userLowId,
      userHighId: conversations.userHighId,
      lastReadMessageId: conversationMembers.lastReadMessageId,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.userId, userId), eq(conversations.uid, uid)));
  if (!row) return undefined;
  const otherId = row.userLowId === userId ? row.userHighId : row.userLowId;
  return { id: row.id, uid: row.uid, otherId, lastReadMessageId: row.lastReadMessageId };
}

export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** A person by uid (any profile visibility): id, name, language and whether their profile is public. */
export async function findPersonByUid(db: Executor, uid: string) {
  const [row] = await db.select({ id: users.id, uid: users.uid, publicProfile: users.publicProfile }).from(users).where(eq(users.uid, uid));
  return row;
}

/**
 * Inserts the pair's conversation with both member rows, unless it exists: the unique index on the
 * ordered pair decides between racing requests (ON CONFLICT waits for a rival's commit and then
 * inserts nothing). Answers the conversation and whether this call created it.
 */
export async function findOrCreateConversation(db: Executor, a: number, b: number, uid: string) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const inserted = await db.execute<{ id: string; uid: string }>(sql`
    INSERT INTO conversations (uid, user_low_id, user_high_id) VALUES (${uid}, ${low}, ${high})
    ON CONFLICT (user_low_id, user_high_id) DO NOTHING
    RETURNING id, uid`);
  const [created] = inserted.rows;
  if (created) {
    const id = num(created.id);
    await db.insert(conversationMembers).values([
      { conversationId: id, userId: low },
      { conversationId: id, userId: high },
    ]);
    return { id, uid: created.uid, created: true };
  }
  const [found] = await db
    .select({ id: conversations.id, uid: conversations.uid })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return { id: found!.id, uid: found!.uid, created: false };
}

/** The facts "who may write to whom" reads (docs/product.md), from `me` towards `other`, in one round trip. */
export async function findWritingRights(db: Executor, me: number, other: number) {
  const result = await db.execute<{
    public_profile: boolean;
    blocked_by_other: boolean;
    blocked_by_me: boolean;
    fellow_participant: boolean;
    organizer_of_other: boolean;
    wrote_to_me: boolean;
    other_has_company: boolean;
  }>(sql`
    SELECT u.public_profile,
           EXISTS (SELECT 1 FROM company_members WHERE user_id = ${other}) AS other_has_company,
           EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${other} AND blocked_id = ${me}) AS blocked_by_other,
           EXISTS (SELECT 1 FROM blocks WHERE blocker_id = ${me} AND blocked_id = ${other}) AS blocked_by_me,
           EXISTS (
             SELECT 1 FROM participations a
               JOIN participations b ON b.event_id = a.event_id AND b.user_id = ${other} AND b.status = 'approved'
               JOIN events e ON e.id = a.event_id AND e.status IN ('published', 'finished')
              WHERE a.user_id = ${me} AND a.status = 'approved'
           ) AS fellow_participant,
           EXISTS (
             SELECT 1 FROM participations p
               JOIN events e ON e.id = p.event_id AND e.status <> 'draft'
               JOIN company_members cm ON cm.company_id = e.organizer_id AND cm.user_id = ${me}
              WHERE p.user_id = ${other}
           ) AS organizer_of_other,
           EXISTS (
             SELECT 1 FROM conversations c JOIN messages m ON m.conversation_id = c.id AND m.sender_id = ${other}
              WHERE c.user_low_id = LEAST(${me}::bigint, ${other}::bigint) AND c.user_high_id = GREATEST(${me}::bigint, ${other}::bigint)
           ) AS wrote_to_me
      FROM users u WHERE u.id = ${other}`);
  const [row] = result.rows;
  if (!row) return undefined;
  return {
    publicProfile: row.public_profile,
    blockedByOther: row.blocked_by_other,
    blockedByMe: row.blocked_by_me,
    fellowParticipant: row.fellow_participant,
    organizerOfOther: row.organizer_of_other,
    wroteToMe: row.wrote_to_me,
    otherHasCompany: row.other_has_company,
  };
}

export type WritingRights = NonNullable<Awaited<ReturnType<typeof findWritingRights>>>;

/** Published or finished events both people take part in as approved participants, the newest first (at most 10). */
export async function listSharedEvents(db: Executor, a: number, b: number) {
  const result = await db.execute<{ uid: string; slug: string; title: string; starts_at: Date }>(sql`
    SELECT e.uid, e.slug, e.title, e.starts_at
      FROM participations pa
      JOIN participations pb ON pb.event_id = pa.event_id AND pb.user_id = ${b} AND pb.status = 'approved'
      JOIN events e ON e.id = pa.event_id AND e.status IN ('published', 'finished')
     WHERE pa.user_id = ${a} AND pa.status = 'approved'
     ORDER BY e.starts_at DESC, e.id DESC
     LIMIT 10`);
  return result.rows.map((row) => ({ uid: row.uid, slug: row.slug, title: row.title, startsAt: date(row.starts_at) }));
}

const messageColumns = {
  id: messages.id,
  uid: messages.uid,
  conversationId: messages.conversationId,
  senderId: messages.senderId,
  senderUid: users.uid,
  clientMessageId: messages.clientMessageId,
  body: messages.body,
  createdAt: messages.createdAt,
};

/** A message of the conversation by uid. */
export async function findMessageInConversation(db: Executor, conversationId: number, uid: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.conversationId, conversationId), eq(messages.uid, uid)));
  return row;
}

/** The sender's message with this client id, in any conversation. */
export async function findMessageByClientId(db: Executor, senderId: number, clientMessageId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)));
  return row;
}

/** The newest `limit` messages before the message id `beforeId` (or the newest of all), oldest first, and whether older ones exist. */
export async function listMessages(db: Executor, conversationId: number, limit: number, beforeId: number | null) {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.conversationId, conversationId), beforeId === null ? undefined : sql`${messages.id} < ${beforeId}`))
    .orderBy(sql`${messages.id} DESC`)
    .limit(limit + 1);
  return { items: rows.slice(0, limit).reverse(), hasOlder: rows.length > limit };
}

/** The uid of the newest message `senderId` wrote in the conversation at or below the read pointer `upToId`. */
export async function findNewestReadUid(db: Executor, conversationId: number, senderId: number, upToId: number) {
  if (upToId <= 0) return null;
  const [row] = await db
    .select({ uid: messages.uid })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId), sql`${messages.id} <= ${upToId}`))
    .orderBy(sql`${messages.id} DESC`)
    .limit(1);
  return row?.uid ?? null;
}

/**
 * Stores a message unless the sender already has one with this client id: the unique index on
 * (sender, client id) decides between racing sends. Answers the new row, or undefined when one existed.
 */
export async function insertMessage(
  db: Executor,
  values: { uid: string; conversationId: number; senderId: number; clientMessageId: string; body: string },
): Promise<Omit<MessageRow, 'senderUid'> | undefined> {
  const [row] = await db
    .insert(messages)
    .values(values)
    .onConflictDoNothing({ target: [messages.senderId, messages.clientMessageId] })
    .returning({
      id: messages.id,
      uid: messages.uid,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      clientMessageId: messages.clientMessageId,
      body: messages.body,
      createdAt: messages.createdAt,
    });
  return row;
}

/** The conversation's newest activity: the list's order. Never moves backwards. */
export async function touchConversation(db: Executor, conversationId: number, at: Date) {
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`GREATEST(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(conversations.id, conversationId));
}

/**
 * Raises the person's read pointer to `messageId` unless it is already further (GREATEST: parallel
 * calls leave the highest). Answers the pointer before and after.
 */
export async function raiseReadPointer(db: Executor, conversationId: number, userId: number, messageId: number) {
  const result = await db.execute<{ before: string; after: string }>(sql`
    WITH old AS (
      SELECT last_read_message_id FROM conversation_members
       WHERE conversation_id = ${conversationId} AND user_id = ${userId} FOR UPDATE
    )
    UPDATE conversation_members m SET last_read_message_id = GREATEST(m.last_read_message_id, ${messageId}::bigint)
      FROM old
     WHERE m.conversation_id = ${conversationId} AND m.user_id = ${userId}
    RETURNING old.last_read_message_id AS before, m.last_read_message_id AS after`);
  const [row] = result.rows;
  return row ? { before: num(row.before), after: num(row.after) } : undefined;
}

/** Messages from others in the conversation after `fromId` up to `toId` (for "did reading change the caller's count"). */
export async function countReceivedBetween(db: Executor, conversationId: number, userId: number, fromId: number, toId: number) {
  if (toId <= fromId) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`${messages.senderId} IS DISTINCT FROM ${userId}`,
        sql`${messages.id} > ${fromId}`,
        sql`${messages.id} <= ${toId}`,
      ),
    );
  return row?.n ?? 0;
}

/** counts.messages: unread messages from others across all of the person's conversations. */
export async function countUnreadMessages(db: Executor, userId: number) {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n
      FROM conversation_members me
      JOIN messages m ON m.conversation_id = me.conversation_id AND m.id > me.last_read_message_id
     WHERE me.user_id = ${userId} AND m.sender_id IS DISTINCT FROM ${userId}`);
  return result.rows[0]?.n ?? 0;
}

/** Blocks `blockedId` for `blockerId`; nothing when already blocked. */
export async function insertBlock(db: Executor, blockerId: number, blockedId: number) {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Executor, blockerId: number, blockedId: number) {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

// -------------------------------------------------------------------------------------------------
// The unread-message e-mail
// -------------------------------------------------------------------------------------------------

/**
 * What the unread-message e-mail decides on, with the recipient's member row locked until the
 * transaction ends (two runs for one conversation and recipient cannot both send): the recipient,
 * the messages from the other person that are unread and arrived after the last such e-mail (how
 * many, the oldest one's time), the last e-mail's time and the database's clock.
 */
export async function lockUnreadEmailState(db: Executor, conversationId: number, recipientId: number) {
  const result = await db.execute<{
    uid: string;
    last_emailed_at: Date | null;
    email: string;
    first_name: string;
    language: 'en' | 'pl';
    notification_prefs: Record<string, boolean>;
    email_confirmed_at: Date | null;
    sender_first_name: string | null;
    sender_last_name: string | null;
    sender_blocked: boolean;
    recipient_has_company: boolean;
    unread: number;
    oldest_unread_at: Date | null;
    now: Date;
  }>(sql`
    SELECT c.uid, me.last_emailed_at, u.email, u.first_name, u.language, u.notification_prefs, u.email_confirmed_at,
           o.first_name AS sender_first_name, o.last_name AS sender_last_name,
           EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = me.user_id AND b.blocked_id = o.id) AS sender_blocked,
           EXISTS (SELECT 1 FROM company_members cm WHERE cm.user_id = me.user_id) AS recipient_has_company,
           pending.unread, pending.oldest_unread_at, now() AS now
      FROM conversation_members me
      JOIN conversations c ON c.id = me.conversation_id
      JOIN users u ON u.id = me.user_id
      LEFT JOIN users o ON o.id = CASE WHEN c.user_low_id = me.user_id THEN c.user_high_id ELSE c.user_low_id END
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS unread, min(m.created_at) AS oldest_unread_at
          FROM messages m
         WHERE m.conversation_id = me.conversation_id AND m.id > me.last_read_message_id
           AND m.sender_id IS DISTINCT FROM me.user_id
           AND (me.last_emailed_at IS NULL OR m.created_at > me.last_emailed_at)
      ) pending
     WHERE me.conversation_id = ${conversationId} AND me.user_id = ${recipientId}
       FOR UPDATE OF me`);
  const [row] = result.rows;
  if (!row) return undefined;
  return {
    conversationUid: row.uid,
    lastEmailedAt: dateOrNull(row.last_emailed_at),
    recipient: {
      email: row.email,
      firstName: row.first_name,
      language: row.language,
      notificationPrefs: row.notification_prefs,
      emailConfirmedAt: dateOrNull(row.email_confirmed_at),
    },
    senderName: row.sender_first_name === null ? null : `${row.sender_first_name} ${row.sender_last_name ?? ''}`.trim(),
    /** The recipient has blocked the other person since. */
    senderBlocked: row.sender_blocked,
    /** Without a company the recipient has no panel, so the e-mail's link would lead to onboarding. */
    recipientHasCompany: row.recipient_has_company,
    unread: row.unread,
    oldestUnreadAt: dateOrNull(row.oldest_unread_at),
    now: date(row.now),
  };
}

export async function markEmailed(db: Executor, conversationId: number, recipientId: number, at: Date) {
  await db
    .update(conversationMembers)
    .set({ lastEmailedAt: at })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, recipientId)));
}

// -------------------------------------------------------------------------------------------------
// Data export
// -------------------------------------------------------------------------------------------------

/** Every conversation of the person with the other side's name (null once deleted), oldest first. */
export async function listConversationsForExport(db: Executor, userId: number) {
  const result = await db.execute<{
    id: string;
    uid: string;
    created_at: Date;
    other_uid: string | null;
    first_name: string | null;
    last_name: string | null;
    my_read: string;
    other_read: string | null;
  }>(sql`
    SELECT c.id, c.uid, c.created_at, o.uid AS other_uid, o.first_name, o.last_name,
           me.last_read_message_id AS my_read, om.last_read_message_id AS other_read
      FROM conversation_members me
      JOIN conversations c ON c.id = me.conversation_id
      LEFT JOIN users o ON o.id = CASE WHEN c.user_low_id = me.user_id THEN c.user_high_id ELSE c.user_low_id END
      LEFT JOIN conversation_members om ON om.conversation_id = c.id AND om.user_id = o.id
     WHERE me.user_id = ${userId}
     ORDER BY c.id`);
  return result.rows.map((row) => ({
    ...row,
    id: num(row.id),
    created_at: date(row.created_at),
    myReadId: num(row.my_read),
    otherReadId: num(row.other_read ?? 0),
  }));
}

/** Every message in the person's conversations (theirs and the other side's), by conversation and time. */
export async function listMessagesForExport(db: Executor, userId: number) {
  const result = await db.execute<{ id: string; conversation_id: string; uid: string; sender_id: string | null; body: string; created_at: Date }>(sql`
    SELECT m.id, m.conversation_id, m.uid, m.sender_id, m.body, m.created_at
      FROM conversation_members me
      JOIN messages m ON m.conversation_id = me.conversation_id
     WHERE me.user_id = ${userId}
     ORDER BY m.conversation_id, m.id`);
  return result.rows.map((row) => ({
    id: num(row.id),
    conversationId: num(row.conversation_id),
    uid: row.uid,
    senderId: numOrNull(row.sender_id),
    body: row.body,
    createdAt: date(row.created_at),
  }));
}

/** The people the person blocked (for the export). */
export async function listBlocksForExport(db: Executor, userId: number) {
  return db
    .select({ uid: users.uid, firstName: users.firstName, lastName: users.lastName, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(blocks.createdAt);
}

/** The uid of the pair's conversation, if they have one. */
export async function findConversationUidByPair(db: Executor, a: number, b: number) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select({ uid: conversations.uid })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return row?.uid;
}

/** The person's read pointer in the conversation (undefined without a member row). */
export async function findReadPointer(db: Executor, conversationId: number, userId: number) {
  const [row] = await db
    .select({ id: conversationMembers.lastReadMessageId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  return row?.id;
}

/** The uid of the conversation's message `id`. */
export async function findMessageUidById(db: Executor, conversationId: number, id: number) {
  const [row] = await db
    .select({ uid: messages.uid })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.id, id)));
  return row?.uid ?? null;
}

/**
 * Sends and blocks of one pair meet at their conversation's row: a send locks it FOR NO KEY UPDATE
 * (it updates the row's time anyway, so sends of one conversation commit one after another), a
 * block FOR UPDATE — so a block waits for sends in flight, and a send that starts meanwhile waits for
 * the block and then sees it.
 */
export async function lockConversationForSend(db: Executor, conversationId: number) {
  await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, conversationId)).for('no key update');
}

export async function lockPairConversationForBlock(db: Executor, a: number, b: number) {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)))
    .for('update');
}
