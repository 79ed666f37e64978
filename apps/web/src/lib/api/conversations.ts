import type { ConversationSummary } from '@fairhub/shared/messages';
import { authRequestShowing403 } from '../auth-client.ts';

/**
 * Everything the messages area caches sits under `messageKeys.all`. Shared here because "Send a
 * message" (components/send-message-button.tsx) starts conversations from other features' pages.
 */
export const messageKeys = {
  all: ['messages'] as const,
  list: () => [...messageKeys.all, 'conversations'] as const,
  details: () => [...messageKeys.all, 'detail'] as const,
  detail: (uid: string) => [...messageKeys.details(), uid] as const,
  thread: (uid: string) => [...messageKeys.all, 'thread', uid] as const,
};

/**
 * POST conversations {userUid} — the pair's one conversation, found (200) or created (201). A person
 * who blocked the caller answers 403 with a neutral sentence: shown, never a logout.
 */
export function startConversation(userUid: string): Promise<ConversationSummary> {
  return authRequestShowing403<ConversationSummary>('conversations', { method: 'POST', body: { userUid } });
}
