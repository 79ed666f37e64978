import { useQueryClient } from '@tanstack/react-query';
import { useStreamEvent } from '../../../lib/stream/use-stream-event.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { addToList, addToThread, clearUnread, markOwnRead, messageKeys } from './conversations.ts';
import { useOutbox } from './outbox.ts';

/**
 * The live stream's messaging events, while the messages area is open: a new message joins its
 * thread (if loaded) and moves its conversation to the top of the list with one more unread (a
 * conversation not in the list yet makes the list load again); a read by the other person marks
 * the caller's messages read, a read by the caller elsewhere (another tab) clears the unread count.
 * A meeting that changed may be one of the two's coming meetings in a conversation's header: the
 * open conversation reads again (the event names no person, so every loaded header does).
 * The `messages` counter itself comes with `counts.changed` (lib/stream).
 */
export function useMessagesLive(): void {
  const queryClient = useQueryClient();
  const myUid = useSessionStore((state) => state.user.userData?.uid ?? null);

  useStreamEvent('message.created', ({ message }) => {
    addToThread(queryClient, message);
    if (!addToList(queryClient, message)) void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
    // The sender's own tab may hear of its message before the POST answers: it is sent, not pending.
    if (message.mine) useOutbox.getState().remove(message.clientMessageId);
  });

  useStreamEvent('meeting.changed', () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.details() });
  });

  useStreamEvent('conversation.read', ({ conversationUid, readerUid, upTo }) => {
    if (readerUid === myUid) {
      clearUnread(queryClient, conversationUid);
      return;
    }
    if (!markOwnRead(queryClient, conversationUid, upTo)) void queryClient.invalidateQueries({ queryKey: messageKeys.thread(conversationUid) });
  });
}
