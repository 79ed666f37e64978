import type { MessagesExport } from '@fairhub/shared/messages';
import type { Executor } from '../../db/client.ts';
import { listBlocksForExport, listConversationsForExport, listMessagesForExport } from './messages.repository.ts';

/**
 * The data export's messages (GET profile/export): each of the person's conversations with the other
 * side's name ("Deleted user" once gone: null and `deleted`) and both sides' messages, oldest first,
 * and the people they blocked. Read inside the export's snapshot.
 */
export async function exportMessages(db: Executor, userId: number): Promise<MessagesExport> {
  const conversations = await listConversationsForExport(db, userId);
  const messages = await listMessagesForExport(db, userId);
  const blocked = await listBlocksForExport(db, userId);
  const byConversation = new Map<number, typeof messages>();
  for (const message of messages) {
    const list = byConversation.get(message.conversationId);
    if (list) list.push(message);
    else byConversation.set(message.conversationId, [message]);
  }
  return {
    conversations: conversations.map((conversation) => ({
      uid: conversation.uid,
      createdAt: conversation.created_at.toISOString(),
      other: {
        uid: conversation.other_uid,
        name: conversation.first_name === null ? null : `${conversation.first_name} ${conversation.last_name ?? ''}`.trim(),
        deleted: conversation.other_uid === null,
      },
      messages: (byConversation.get(conversation.id) ?? []).map((message) => ({
        uid: message.uid,
        mine: message.senderId === userId,
        // Mine: the other side has read it; received: I have.
        read: message.senderId === userId ? message.id <= conversation.otherReadId : message.id <= conversation.myReadId,
        body: message.body,
        createdAt: message.createdAt.toISOString(),
      })),
    })),
    blocked: blocked.map((row) => ({ uid: row.uid, name: `${row.firstName} ${row.lastName}`, since: row.createdAt.toISOString() })),
  };
}
