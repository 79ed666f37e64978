import type { Executor } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from '../../db/schema/messages.ts';

export type DemoConversationRow = typeof conversations.$inferInsert;
export type DemoMessageRow = typeof messages.$inferInsert;
export type DemoMemberRow = typeof conversationMembers.$inferInsert;

/** One demo conversation with its messages (in the given order) and both member rows, whose read pointers `members` gives by message index. */
export async function insertDemoConversation(
  db: Executor,
  conversation: DemoConversationRow,
  rows: Omit<DemoMessageRow, 'conversationId'>[],
  members: { userId: number; readUpTo: number }[],
) {
  const [created] = await db.insert(conversations).values(conversation).returning({ id: conversations.id });
  const conversationId = created!.id;
  const inserted = await db
    .insert(messages)
    .values(rows.map((row) => ({ ...row, conversationId })))
    .returning({ id: messages.id, uid: messages.uid });
  const idOf = new Map(inserted.map((row) => [row.uid, row.id]));
  await db.insert(conversationMembers).values(
    members.map((member) => ({
      conversationId,
      userId: member.userId,
      lastReadMessageId: member.readUpTo < 0 ? 0 : idOf.get(rows[member.readUpTo]!.uid)!,
    })),
  );
  return conversationId;
}
