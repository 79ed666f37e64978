import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { newUid } from '../../lib/random.ts';
import { DEMO_CONVERSATIONS, type DemoLogin, type DemoParty } from '../data/demo.conversations.ts';
import { publicPeopleByName } from './demo-contacts.repository.ts';
import { insertDemoConversation } from './demo-conversations.repository.ts';

const MINUTE = 60_000;

/**
 * The demo logins' conversations (data/demo.conversations.ts), written as sending them would leave
 * them: one conversation per pair, messages in time order, each side's read pointer at the newest
 * message it has read (its own included), the last `unread` messages unread by their recipient. A
 * public person missing from the catalogue drops that conversation, never invented.
 */
export async function loadDemoConversations(tx: Executor, logins: Record<DemoLogin, number>, now: Date) {
  const people = await publicPeopleByName(
    tx,
    DEMO_CONVERSATIONS.flatMap((conversation) => [conversation.a, conversation.b].flatMap((party) => (typeof party === 'string' ? [] : [party.join(' ')]))),
  );
  const idOf = (party: DemoParty) => (typeof party === 'string' ? logins[party] : people.get(party.join(' '))?.id);
  let loaded = 0;
  for (const conversation of DEMO_CONVERSATIONS) {
    const a = idOf(conversation.a);
    const b = idOf(conversation.b);
    if (a === undefined || b === undefined) continue;
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
    const rows = conversation.messages.map((message) => ({
      uid: newUid(),
      senderId: message.from === 'a' ? a : b,
      clientMessageId: randomUUID(),
      body: message.body,
      createdAt: at(message.minutesAgo),
    }));
    const last = rows.length - 1;
    const lastSender = rows[last]!.senderId;
    // The recipient of the last messages read up to the one before the unread run; the other side, everything.
    const readUpTo = (userId: number) => (userId === lastSender ? last : last - conversation.unread);
    await insertDemoConversation(
      tx,
      {
        uid: newUid(),
        userLowId: Math.min(a, b),
        userHighId: Math.max(a, b),
        createdAt: rows[0]!.createdAt,
        lastMessageAt: rows[last]!.createdAt,
      },
      rows,
      [
        { userId: a, readUpTo: readUpTo(a) },
        { userId: b, readUpTo: readUpTo(b) },
      ],
    );
    loaded += 1;
  }
  return loaded;
}
