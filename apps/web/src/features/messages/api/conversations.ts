import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationList, ConversationSummary, Message, MessagePage } from '@fairhub/shared/messages';
import { checkResponse } from '../../../lib/api/check-response.ts';
import { messageKeys, startConversation } from '../../../lib/api/conversations.ts';
import { authRequest, authRequestShowing403 } from '../../../lib/auth-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

export { messageKeys, startConversation };

/** The newest messages first asked for, and each older page after them. */
export const THREAD_PAGE_SIZE = 30;

export type ThreadData = InfiniteData<MessagePage, unknown>;

const conversationPath = (uid: string) => `conversations/${encodeURIComponent(uid)}`;

/** GET conversations — newest activity first, with the unread count of each. */
export async function getConversations(signal?: AbortSignal): Promise<ConversationList> {
  const list = await authRequest<ConversationList>('conversations', { signal });
  return checkResponse(list, 'conversations', async () => (await import('@fairhub/shared/messages')).conversationListSchema);
}

/** GET conversations/{uid} — the other person, what the two share, whether the caller may write. */
export async function getConversation(uid: string, signal?: AbortSignal): Promise<ConversationDetail> {
  const path = conversationPath(uid);
  const detail = await authRequest<ConversationDetail>(path, { signal });
  return checkResponse(detail, path, async () => (await import('@fairhub/shared/messages')).conversationDetailSchema);
}

/** GET conversations/{uid}/messages — the newest page, or the page before the message `before`; oldest first. */
export async function getMessages(uid: string, before: string | undefined, signal?: AbortSignal): Promise<MessagePage> {
  const params = new URLSearchParams({ limit: String(THREAD_PAGE_SIZE) });
  if (before) params.set('before', before);
  const path = `${conversationPath(uid)}/messages?${params.toString()}`;
  const page = await authRequest<MessagePage>(path, { signal });
  return checkResponse(page, path, async () => (await import('@fairhub/shared/messages')).messagePageSchema);
}

/**
 * POST conversations/{uid}/messages — 201 with the message, or 200 with the original when the same
 * `clientMessageId` was stored before (a retry). A person who blocked the caller answers 403: shown
 * as a sentence, never a logout.
 */
export function sendMessage(uid: string, body: string, clientMessageId: string): Promise<Message> {
  return authRequestShowing403<Message>(`${conversationPath(uid)}/messages`, { method: 'POST', body: { body, clientMessageId } });
}

/** POST conversations/{uid}/read — the caller's read pointer moves up to `upTo` (never back). */
export function markRead(uid: string, upTo: string): Promise<unknown> {
  return authRequest<unknown>(`${conversationPath(uid)}/read`, { method: 'POST', body: { upTo } });
}

/** POST blocks/{userUid} — the person can no longer write to the caller (they are not told). */
export function blockPerson(userUid: string): Promise<unknown> {
  return authRequest<unknown>(`blocks/${encodeURIComponent(userUid)}`, { method: 'POST' });
}

/** DELETE blocks/{userUid}. */
export function unblockPerson(userUid: string): Promise<unknown> {
  return authRequest<unknown>(`blocks/${encodeURIComponent(userUid)}`, { method: 'DELETE' });
}

export const conversationsQueryOptions = () => queryOptions({ queryKey: messageKeys.list(), queryFn: ({ signal }) => getConversations(signal) });

export const conversationQueryOptions = (uid: string) =>
  queryOptions({ queryKey: messageKeys.detail(uid), queryFn: ({ signal }) => getConversation(uid, signal) });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}

export function useConversation(uid: string) {
  return useQuery(conversationQueryOptions(uid));
}

/** The open conversation's messages: page 0 is the newest; each next page is older (`before` its first message). */
export function useThread(uid: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(uid),
    queryFn: ({ pageParam, signal }) => getMessages(uid, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasOlder ? page.items[0]?.uid : undefined),
    // Live events keep it current while open; coming back reads it again.
    staleTime: 0,
  });
}

/** The thread's messages in the order they are shown: oldest first, newest last. */
export function threadMessages(data: ThreadData | undefined): Message[] {
  if (!data) return [];
  const out: Message[] = [];
  for (let index = data.pages.length - 1; index >= 0; index -= 1) out.push(...(data.pages[index]?.items ?? []));
  return out;
}

// ---- Cache changes, shared by sending and the live stream -------------------------------------------------

/** Adds a message at the newest end of a loaded thread, once (by uid or the sender's client id). */
export function addToThread(queryClient: QueryClient, message: Message): void {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(message.conversationUid), (data) => {
    if (!data || data.pages.length === 0) return data;
    const known = data.pages.some((page) =>
      page.items.some((item) => item.uid === message.uid || (item.mine && message.mine && item.clientMessageId === message.clientMessageId)),
    );
    if (known) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, items: [...newest!.items, message] }, ...older] };
  });
}

const activityOf = (conversation: ConversationSummary) => conversation.lastMessageAt ?? conversation.createdAt;

/**
 * A new message in the list: its conversation gets it as the last message and moves to the top;
 * one from the other person adds to the unread count. False when the conversation is not in the
 * cached list (a new one): the caller reads the list again.
 */
export function addToList(queryClient: QueryClient, message: Message): boolean {
  let found = false;
  queryClient.setQueryData<ConversationList>(messageKeys.list(), (list) => {
    if (!list) return list;
    const current = list.items.find((item) => item.uid === message.conversationUid);
    if (!current) return list;
    found = true;
    if (current.lastMessage && (current.lastMessage.uid === message.uid || (message.mine && current.lastMessage.clientMessageId === message.clientMessageId)))
      return list;
    const isNewer = !current.lastMessage || Date.parse(message.createdAt) >= Date.parse(current.lastMessage.createdAt);
    const changed: ConversationSummary = {
      ...current,
      lastMessage: isNewer ? message : current.lastMessage,
      lastMessageAt: isNewer ? message.createdAt : current.lastMessageAt,
      unread: current.unread + (message.mine ? 0 : 1),
    };
    const others = list.items.filter((item) => item.uid !== current.uid);
    const items = [...others, changed].sort((a, b) => Date.parse(activityOf(b)) - Date.parse(activityOf(a)));
    return { ...list, items };
  });
  queryClient.setQueryData<ConversationDetail>(messageKeys.detail(message.conversationUid), (detail) =>
    detail ? { ...detail, lastMessage: message, lastMessageAt: message.createdAt, unread: detail.unread + (message.mine ? 0 : 1) } : detail,
  );
  return found;
}

/** The other side read the conversation up to `upTo`: the caller's messages up to it show as read. */
export function markOwnRead(queryClient: QueryClient, conversationUid: string, upTo: string): boolean {
  let found = false;
  queryClient.setQueryData<ThreadData>(messageKeys.thread(conversationUid), (data) => {
    if (!data) return data;
    const messages = threadMessages(data);
    const index = messages.findIndex((message) => message.uid === upTo);
    if (index < 0) return data;
    found = true;
    const readUids = new Set(
      messages
        .slice(0, index + 1)
        .filter((message) => message.mine && !message.read)
        .map((message) => message.uid),
    );
    if (readUids.size === 0) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (readUids.has(item.uid) ? { ...item, read: true } : item)) })),
    };
  });
  queryClient.setQueryData<ConversationList>(messageKeys.list(), (list) =>
    list
      ? {
          ...list,
          items: list.items.map((item) =>
            item.uid === conversationUid && item.lastMessage?.mine && item.lastMessage.uid === upTo
              ? { ...item, lastMessage: { ...item.lastMessage, read: true } }
              : item,
          ),
        }
      : list,
  );
  return found;
}

/** The caller read a conversation (here or in another tab): no unread left in it. Answers how many there were. */
export function clearUnread(queryClient: QueryClient, conversationUid: string): number {
  let before = 0;
  queryClient.setQueryData<ConversationList>(messageKeys.list(), (list) => {
    if (!list) return list;
    return {
      ...list,
      items: list.items.map((item) => {
        if (item.uid !== conversationUid) return item;
        before = item.unread;
        return item.unread === 0 ? item : { ...item, unread: 0 };
      }),
    };
  });
  queryClient.setQueryData<ConversationDetail>(messageKeys.detail(conversationUid), (detail) => {
    if (!detail) return detail;
    before = Math.max(before, detail.unread);
    return detail.unread === 0 ? detail : { ...detail, unread: 0 };
  });
  return before;
}

function setBlocked(queryClient: QueryClient, conversationUid: string, blocked: boolean): void {
  queryClient.setQueryData<ConversationList>(messageKeys.list(), (list) =>
    list ? { ...list, items: list.items.map((item) => (item.uid === conversationUid ? { ...item, blocked } : item)) } : list,
  );
  queryClient.setQueryData<ConversationDetail>(messageKeys.detail(conversationUid), (detail) => (detail ? { ...detail, blocked } : detail));
}

// ---- Mutations --------------------------------------------------------------------------------------------

/**
 * Marks the open conversation read up to its newest message. The unread count and the `messages`
 * counter drop at once; the server's `counts.changed` (or the next refresh) then gives the true figure.
 */
export function useMarkRead(conversationUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => markRead(conversationUid, upTo),
    onMutate: () => {
      const cleared = clearUnread(queryClient, conversationUid);
      if (cleared > 0) {
        const { counts, setCounts } = useSessionStore.getState();
        if (counts.loaded && typeof counts.values.messages === 'number')
          setCounts({ ...counts.values, messages: Math.max(0, counts.values.messages - cleared) });
      }
    },
    // Not marked after all: the list's unread counts come from the server again (the open
    // conversation's own count stays cleared, so a failing server is not asked again and again).
    onError: () => void queryClient.invalidateQueries({ queryKey: messageKeys.list() }),
  });
}

/** Block or unblock the other person of a conversation; the list and the header follow the answer. */
export function useBlock(conversationUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userUid, block }: { userUid: string; block: boolean }) => (block ? blockPerson(userUid) : unblockPerson(userUid)),
    onSuccess: (_answer, { block }) => setBlocked(queryClient, conversationUid, block),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.detail(conversationUid) }),
  });
}
