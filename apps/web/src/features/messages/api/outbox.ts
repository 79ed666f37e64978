import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import type { Message } from '@fairhub/shared/messages';
import { addToList, addToThread, messageKeys, sendMessage } from './conversations.ts';

/** A message of this tab on its way: shown at once, then replaced by the server's copy or marked "not sent". */
export interface OutgoingMessage {
  conversationUid: string;
  clientMessageId: string;
  body: string;
  createdAt: string;
  state: 'sending' | 'failed';
  error: unknown;
}

interface OutboxState {
  items: OutgoingMessage[];
  put: (item: OutgoingMessage) => void;
  update: (clientMessageId: string, change: Partial<OutgoingMessage>) => void;
  remove: (clientMessageId: string) => void;
}

/** The tab's unsent and failed messages (kept while the tab lives, so leaving a conversation loses none). */
export const useOutbox = create<OutboxState>()((set) => ({
  items: [],
  put: (item) => set((state) => ({ items: [...state.items.filter((other) => other.clientMessageId !== item.clientMessageId), item] })),
  update: (clientMessageId, change) =>
    set((state) => ({ items: state.items.map((item) => (item.clientMessageId === clientMessageId ? { ...item, ...change } : item)) })),
  remove: (clientMessageId) => set((state) => ({ items: state.items.filter((item) => item.clientMessageId !== clientMessageId) })),
}));

/** A fresh client id for a message; a retry sends the same one, so the server stores it once. */
export function newClientMessageId(): string {
  return crypto.randomUUID();
}

/**
 * Sending in a conversation, optimistically: `send` shows the message at once and posts it with a
 * new `clientMessageId`; a failure leaves it as "not sent" and `retry` posts it again with the same
 * id (the server answers the stored original if the first try had arrived after all).
 */
export function useSendMessage(conversationUid: string) {
  const queryClient = useQueryClient();
  const post = useCallback(
    (item: OutgoingMessage) => {
      const { update, remove } = useOutbox.getState();
      update(item.clientMessageId, { state: 'sending', error: null });
      sendMessage(item.conversationUid, item.body, item.clientMessageId).then(
        (message: Message) => {
          addToThread(queryClient, message);
          if (!addToList(queryClient, message)) void queryClient.invalidateQueries({ queryKey: messageKeys.list() });
          remove(item.clientMessageId);
        },
        (error: unknown) => update(item.clientMessageId, { state: 'failed', error }),
      );
    },
    [queryClient],
  );

  const send = useCallback(
    (body: string) => {
      const item: OutgoingMessage = {
        conversationUid,
        clientMessageId: newClientMessageId(),
        body,
        createdAt: new Date().toISOString(),
        state: 'sending',
        error: null,
      };
      useOutbox.getState().put(item);
      post(item);
    },
    [conversationUid, post],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const item = useOutbox.getState().items.find((candidate) => candidate.clientMessageId === clientMessageId);
      if (item) post(item);
    },
    [post],
  );

  return { send, retry };
}
