import type { ConversationDetail, ConversationSummary, Message } from '@fairhub/shared/messages';
import enContacts from '../../locales/en/contacts.json';
import enMessages from '../../locales/en/messages.json';
import plContacts from '../../locales/pl/contacts.json';
import plMessages from '../../locales/pl/messages.json';

/** The area's texts, and the contacts' for the header's "Save contact". */
export const MESSAGE_NAMESPACES = { messages: { en: enMessages, pl: plMessages }, contacts: { en: enContacts, pl: plContacts } };

export const ME = 'me000001abcd';
export const ANNA = 'anna0001abcd';

export function makeMessage(overrides: Partial<Message> & { uid: string }): Message {
  return {
    conversationUid: 'conv0001abcd',
    senderUid: overrides.mine ? ME : ANNA,
    mine: false,
    clientMessageId: `00000000-0000-4000-8000-${overrides.uid.padStart(12, '0').slice(-12)}`,
    body: `Message ${overrides.uid}`,
    createdAt: '2026-11-25T10:00:00.000Z',
    read: false,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  const uid = overrides.uid ?? 'conv0001abcd';
  return {
    uid,
    other: {
      uid: ANNA,
      firstName: 'Anna',
      lastName: 'Nowak',
      jobTitle: 'Sales manager',
      avatarUrl: null,
      company: { uid: 'comp0001abcd', slug: 'amber-tools', name: 'Amber Tools' },
      deleted: false,
      publicProfile: true,
    },
    lastMessage: makeMessage({ uid: `${uid}-last`, conversationUid: uid, body: 'See you at the stand' }),
    unread: 0,
    blocked: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    lastMessageAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return { ...makeSummary(overrides), sharedEvents: [], sharedMeetings: [], canWrite: true, ...overrides };
}

/** A local wall-clock time `daysAgo` days before now, at `hour`:`minute`, as an ISO instant. */
export function localTime(daysAgo: number, hour: number, minute = 0): string {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}
