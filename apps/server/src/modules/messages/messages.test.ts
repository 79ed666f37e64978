import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
  type ConversationDetail,
  type ConversationList,
  type Message,
  type MessagePage,
  type ReadState,
} from '@fairhub/shared/messages';
import type { AccountExport } from '@fairhub/shared/settings';
import type { Counts } from '@fairhub/shared/profile';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  api,
  expectFieldError,
  expectProblem,
  json,
  query,
  readOutbox,
  signedInUser,
  signedInWithCompany,
  DEFAULT_PASSWORD,
  type SignedInUser,
} from '../../../test/helpers.ts';
import { createCompanyRecord, createEvent, createOrganizerCompany, createPerson, userIdByUid } from '../../../test/catalogue-fixtures.ts';
import { checkUnreadMessages, UNREAD_MESSAGE_EMAIL_JOB } from './unread-message-email.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'DELETE';

const call = (method: Method, path: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: api(path), headers, ...(payload === undefined ? {} : { payload: payload as object }) });

function ok<T>(response: { statusCode: number; body: string }, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return JSON.parse(response.body) as T;
}

/** A signed-in person with a company (so GET profile/count answers), public profile when told. */
async function person(options: { publicProfile?: boolean; language?: 'en' | 'pl' } = {}) {
  const { user } = await signedInWithCompany(t);
  if (options.publicProfile) await query(t, 'UPDATE users SET public_profile = true WHERE uid = $1', [user.uid]);
  if (options.language) await query(t, 'UPDATE users SET language = $1 WHERE uid = $2', [options.language, user.uid]);
  return user;
}

const start = (from: SignedInUser, to: { uid: string }) => call('POST', 'conversations', from.headers, { userUid: to.uid });
const send = (from: SignedInUser, conversationUid: string, body: string, clientMessageId: string = randomUUID()) =>
  call('POST', `conversations/${conversationUid}/messages`, from.headers, { body, clientMessageId });
const counts = async (user: SignedInUser) => ok<Counts>(await call('GET', 'profile/count', user.headers));

/** A conversation from `a` to a public `b`, with one message from `a`. */
async function pairWithMessage(body = 'Dzień dobry, czy spotkamy się na targach?') {
  const a = await person();
  const b = await person({ publicProfile: true });
  const conversation = ok<ConversationDetail>(await start(a, b), 201);
  const message = ok<Message>(await send(a, conversation.uid, body), 201);
  return { a, b, conversation, message };
}

describe('conversations', () => {
  it('starts the pair’s one conversation (201, then 200), lists it for both once it has a message, counts and reads', async () => {
    const a = await person();
    const b = await person({ publicProfile: true });
    const created = ok<ConversationDetail>(await start(a, b), 201);
    expect(created).toMatchObject({
      other: { uid: b.uid, firstName: b.firstName, deleted: false, publicProfile: true },
      unread: 0,
      canWrite: true,
      blocked: false,
    });
    expect(ok<ConversationDetail>(await start(a, b)).uid).toBe(created.uid);
    expect(ok<ConversationDetail>(await start(b, a)).uid).toBe(created.uid);
    // Empty: in nobody's list yet.
    expect(ok<ConversationList>(await call('GET', 'conversations', b.headers)).items).toEqual([]);

    const first = ok<Message>(await send(a, created.uid, '  Hello, shall we meet at the fair?\nBest, A  '), 201);
    expect(first).toMatchObject({
      body: 'Hello, shall we meet at the fair?\nBest, A',
      mine: true,
      read: false,
      senderUid: a.uid,
      conversationUid: created.uid,
    });
    const second = ok<Message>(await send(a, created.uid, 'Stand B12 works for me.'), 201);

    const listB = ok<ConversationList>(await call('GET', 'conversations', b.headers));
    expect(listB.items).toHaveLength(1);
    expect(listB.items[0]).toMatchObject({
      uid: created.uid,
      unread: 2,
      other: { uid: a.uid, firstName: a.firstName, company: { name: expect.any(String) } },
      lastMessage: { uid: second.uid, mine: false },
    });
    expect((await counts(b)).messages).toBe(2);
    expect((await counts(a)).messages).toBe(0);

    const read = ok<ReadState>(await call('POST', `conversations/${created.uid}/read`, b.headers, { upTo: first.uid }));
    expect(read).toEqual({ conversationUid: created.uid, upTo: first.uid, unread: 1 });
    expect((await counts(b)).messages).toBe(1);
    const page = ok<MessagePage>(await call('GET', `conversations/${created.uid}/messages`, a.headers));
    expect(page.items.map((m) => [m.uid, m.read])).toEqual([
      [first.uid, true],
      [second.uid, false],
    ]);
    expect(page.otherReadUpTo).toBe(first.uid);

    // B answers: B's own pointer rises with the send, so nothing stays unread for B.
    ok<Message>(await send(b, created.uid, 'Yes, see you at 10:00.'), 201);
    expect((await counts(b)).messages).toBe(0);
    expect((await counts(a)).messages).toBe(1);
    const listA = ok<ConversationList>(await call('GET', 'conversations', a.headers));
    expect(listA.items[0]).toMatchObject({ uid: created.uid, unread: 1, lastMessage: { mine: false, body: 'Yes, see you at 10:00.' } });

    // The live stream: each side got every message as they see it, the recipient its counters, the sender the read.
    const eventsOf = async (user: SignedInUser) =>
      (
        await query<{ name: string; data: { message?: Message; messages?: number; readerUid?: string } }>(
          t,
          'SELECT name, data FROM stream_events WHERE user_id = $1 ORDER BY seq',
          [await userIdByUid(t, user.uid)],
        )
      ).rows;
    const ofB = await eventsOf(b);
    expect(ofB.filter((e) => e.name === 'message.created').map((e) => [e.data.message!.body, e.data.message!.mine])).toEqual([
      ['Hello, shall we meet at the fair?\nBest, A', false],
      ['Stand B12 works for me.', false],
      ['Yes, see you at 10:00.', true],
    ]);
    const sinceFirstMessage = (events: typeof ofB) => events.slice(events.findIndex((e) => e.name === 'message.created'));
    expect(
      sinceFirstMessage(ofB)
        .filter((e) => e.name === 'counts.changed')
        .map((e) => e.data.messages),
    ).toEqual([1, 2, 1, 0]);
    const ofA = await eventsOf(a);
    expect(ofA.filter((e) => e.name === 'conversation.read').map((e) => e.data.readerUid)).toEqual([b.uid]);
    expect(
      sinceFirstMessage(ofA)
        .filter((e) => e.name === 'counts.changed')
        .map((e) => e.data.messages),
    ).toEqual([1]);
  });

  it('lists newest activity first', async () => {
    const a = await person();
    const b = await person({ publicProfile: true });
    const c = await person({ publicProfile: true });
    const withB = ok<ConversationDetail>(await start(a, b), 201);
    const withC = ok<ConversationDetail>(await start(a, c), 201);
    await send(a, withC.uid, 'First to C');
    await send(a, withB.uid, 'Then to B');
    expect(ok<ConversationList>(await call('GET', 'conversations', a.headers)).items.map((item) => item.uid)).toEqual([withB.uid, withC.uid]);
    await send(a, withC.uid, 'C again');
    expect(ok<ConversationList>(await call('GET', 'conversations', a.headers)).items.map((item) => item.uid)).toEqual([withC.uid, withB.uid]);
  });

  it('pages older messages with before and limit', async () => {
    const { a, conversation, message } = await pairWithMessage('m0');
    const uids = [message.uid];
    for (let i = 1; i < 7; i += 1) uids.push(ok<Message>(await send(a, conversation.uid, `m${i}`), 201).uid);
    const newest = ok<MessagePage>(await call('GET', `conversations/${conversation.uid}/messages?limit=3`, a.headers));
    expect(newest.items.map((m) => m.body)).toEqual(['m4', 'm5', 'm6']);
    expect(newest.hasOlder).toBe(true);
    const older = ok<MessagePage>(await call('GET', `conversations/${conversation.uid}/messages?limit=3&before=${uids[4]}`, a.headers));
    expect(older.items.map((m) => m.body)).toEqual(['m1', 'm2', 'm3']);
    const oldest = ok<MessagePage>(await call('GET', `conversations/${conversation.uid}/messages?limit=3&before=${uids[1]}`, a.headers));
    expect(oldest).toMatchObject({ items: [{ body: 'm0' }], hasOlder: false });
  });
});

describe('who may write to whom', () => {
  it('refuses a private person without a shared event (403), until they write first; fellow approved participants may write', async () => {
    const a = await person();
    const b = await person();
    expectProblem(await start(a, b), 403, 'may_not_write');

    // Both approved visitors of one published event: they may write, and the header shows the event.
    const organizer = await createOrganizerCompany(t);
    const event = await createEvent(t, { organizer, title: 'Poznań Machine Fair' });
    const pending = await createEvent(t, { organizer, title: 'Pending Fair' });
    const [aId, bId] = [await userIdByUid(t, a.uid), await userIdByUid(t, b.uid)];
    await query(
      t,
      "INSERT INTO participations (uid, event_id, user_id, role, status) VALUES ($1, $2, $3, 'visitor', 'approved'), ($4, $2, $5, 'visitor', 'pending')",
      [randomUUID().slice(0, 20), event.id, aId, randomUUID().slice(0, 20), bId],
    );
    expectProblem(await start(a, b), 403, 'may_not_write');
    await query(t, "UPDATE participations SET status = 'approved' WHERE event_id = $1 AND user_id = $2", [event.id, bId]);
    await query(t, "INSERT INTO participations (uid, event_id, user_id, role, status) VALUES ($1, $2, $3, 'visitor', 'approved')", [
      randomUUID().slice(0, 20),
      pending.id,
      aId,
    ]);
    const conversation = ok<ConversationDetail>(await start(a, b), 201);
    expect(conversation.sharedEvents).toEqual([{ uid: event.uid, slug: event.slug, title: 'Poznań Machine Fair', startsAt: event.startsAt.toISOString() }]);
    expect(conversation.canWrite).toBe(true);
    ok<Message>(await send(a, conversation.uid, 'See you at the fair'), 201);

    // The organizing company's members write to an applicant of its event, whatever the decision; not to another organizer's.
    const organizerMember = await person();
    const otherOrganizer = await createOrganizerCompany(t);
    const elsewhere = await createEvent(t, { organizer: otherOrganizer, title: 'Elsewhere Fair' });
    await query(t, 'UPDATE company_members SET company_id = $1 WHERE user_id = $2', [organizer.id, await userIdByUid(t, organizerMember.uid)]);
    const applicant = await person();
    await query(t, "INSERT INTO participations (uid, event_id, user_id, role, status) VALUES ($1, $2, $3, 'visitor', 'rejected')", [
      randomUUID().slice(0, 20),
      elsewhere.id,
      await userIdByUid(t, applicant.uid),
    ]);
    expectProblem(await start(organizerMember, applicant), 403, 'may_not_write');
    await query(t, "INSERT INTO participations (uid, event_id, user_id, role, status) VALUES ($1, $2, $3, 'visitor', 'pending')", [
      randomUUID().slice(0, 20),
      event.id,
      await userIdByUid(t, applicant.uid),
    ]);
    ok<ConversationDetail>(await start(organizerMember, applicant), 201);

    // "Anyone who has written to you": C (private, nothing shared) answers D after D wrote.
    const c = await person();
    const d = await person({ publicProfile: true });
    const cd = ok<ConversationDetail>(await start(c, d), 201);
    expect(ok<ConversationDetail>(await call('GET', `conversations/${cd.uid}`, d.headers)).canWrite).toBe(false);
    expectProblem(await send(d, cd.uid, 'Hi?'), 403, 'may_not_write');
    ok<Message>(await send(c, cd.uid, 'Hello D'), 201);
    expect(ok<ConversationDetail>(await call('GET', `conversations/${cd.uid}`, d.headers)).canWrite).toBe(true);
    ok<Message>(await send(d, cd.uid, 'Hello C'), 201);
  });

  it('a block: the blocked person hears the same neutral 403 as any refusal; the blocker is told to unblock; unblocking restores', async () => {
    const { a, b, conversation } = await pairWithMessage();
    const refusal = expectProblem(await start(await person(), await person()), 403, 'may_not_write');
    expect(ok(await call('POST', `blocks/${a.uid}`, b.headers))).toEqual({ userUid: a.uid, blocked: true });
    expect(ok(await call('POST', `blocks/${a.uid}`, b.headers))).toEqual({ userUid: a.uid, blocked: true });
    const blocked = expectProblem(await send(a, conversation.uid, 'Are you there?'), 403, 'may_not_write');
    expect(blocked.detail).toBe(refusal.detail);
    expect(ok<ConversationDetail>(await call('GET', `conversations/${conversation.uid}`, a.headers))).toMatchObject({ canWrite: false, blocked: false });
    expect(ok<ConversationDetail>(await call('GET', `conversations/${conversation.uid}`, b.headers))).toMatchObject({ canWrite: false, blocked: true });
    expectProblem(await send(b, conversation.uid, 'Hello'), 422, 'blocked_by_you');
    expect(ok(await call('DELETE', `blocks/${a.uid}`, b.headers))).toEqual({ userUid: a.uid, blocked: false });
    ok<Message>(await send(a, conversation.uid, 'Are you there now?'), 201);
    expectProblem(await call('POST', `blocks/${b.uid}`, b.headers), 422, 'self_conversation');
    expectProblem(await call('POST', 'blocks/nobodyWithThisUid', b.headers), 404, 'not_found');
  });

  it('refuses oneself (422), an unknown person and another pair’s conversation (404)', async () => {
    const { b, conversation, message } = await pairWithMessage();
    const stranger = await person({ publicProfile: true });
    expectProblem(await start(b, b), 422, 'self_conversation');
    expectProblem(await call('POST', 'conversations', b.headers, { userUid: 'nobodyWithThisUid' }), 404, 'not_found');
    expectProblem(await call('GET', `conversations/${conversation.uid}`, stranger.headers), 404, 'not_found');
    expectProblem(await call('GET', `conversations/${conversation.uid}/messages`, stranger.headers), 404, 'not_found');
    expectProblem(await send(stranger, conversation.uid, 'Hi'), 404, 'not_found');
    expectProblem(await call('POST', `conversations/${conversation.uid}/read`, stranger.headers, { upTo: message.uid }), 404, 'not_found');
  });
});

describe('bad input', () => {
  it('answers 400 naming the field', async () => {
    const { a, b, conversation } = await pairWithMessage();
    const other = await pairWithMessage();
    expectFieldError(await send(a, conversation.uid, ''), 'body', 'body_required');
    expectFieldError(await send(a, conversation.uid, '  \n\t '), 'body', 'body_required');
    expectFieldError(await send(a, conversation.uid, 'x'.repeat(5001)), 'body', 'body_too_long');
    ok<Message>(await send(a, conversation.uid, 'x'.repeat(5000)), 201);
    expectFieldError(await send(a, conversation.uid, 'Hi', 'not-a-uuid'), 'clientMessageId', 'client_message_id_invalid');
    expectFieldError(
      await call('POST', `conversations/${conversation.uid}/messages`, a.headers, { body: 'Hi' }),
      'clientMessageId',
      'client_message_id_invalid',
    );
    expectFieldError(await call('POST', 'conversations', a.headers, { userUid: 'no spaces!' }), 'userUid', 'uid_invalid');
    expectFieldError(await call('GET', `conversations/${conversation.uid}/messages?limit=101`, a.headers), 'limit', 'limit_invalid');
    expectFieldError(await call('GET', `conversations/${conversation.uid}/messages?before=${other.message.uid}`, a.headers), 'before', 'message_unknown');
    expectFieldError(await call('POST', `conversations/${conversation.uid}/read`, b.headers, { upTo: other.message.uid }), 'upTo', 'message_unknown');
    expectFieldError(await call('POST', `conversations/${conversation.uid}/read`, b.headers, {}), 'upTo', 'uid_invalid');
  });
});

describe('rules under concurrency (fired in parallel)', () => {
  it('10 parallel POST conversations for one pair make one conversation', async () => {
    const a = await person({ publicProfile: true });
    const b = await person({ publicProfile: true });
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? start(a, b) : start(b, a))));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => json<ConversationDetail>(response).uid)).size).toBe(1);
    const [aId, bId] = [await userIdByUid(t, a.uid), await userIdByUid(t, b.uid)];
    const { rows } = await query<{ n: number }>(
      t,
      'SELECT count(*)::int AS n FROM conversations WHERE user_low_id = LEAST($1::bigint, $2::bigint) AND user_high_id = GREATEST($1::bigint, $2::bigint)',
      [aId, bId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('20 parallel identical sends store one message; a retry answers the original with 200, another text 409', async () => {
    const { a, b, conversation } = await pairWithMessage();
    const clientMessageId = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(a, conversation.uid, 'Only once, please', clientMessageId)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    expect(new Set(responses.map((response) => json<Message>(response).uid)).size).toBe(1);
    const { rows } = await query<{ n: number }>(t, 'SELECT count(*)::int AS n FROM messages WHERE client_message_id = $1', [clientMessageId]);
    expect(rows[0]!.n).toBe(1);
    expect((await counts(b)).messages).toBe(2);
    const retry = ok<Message>(await send(a, conversation.uid, 'Only once, please', clientMessageId));
    expect(retry.uid).toBe(json<Message>(responses[0]!).uid);
    expectProblem(await send(a, conversation.uid, 'Something else', clientMessageId), 409, 'client_message_id_reused');
  });

  it('parallel reads leave the pointer at the highest, and counts.messages is the true unread number after every step', async () => {
    const { a, b, conversation, message } = await pairWithMessage('0');
    const uids = [message.uid];
    for (let i = 1; i < 8; i += 1) uids.push(ok<Message>(await send(a, conversation.uid, String(i)), 201).uid);
    expect((await counts(b)).messages).toBe(8);
    const order = [3, 7, 0, 5, 1, 6, 2, 4];
    const reads = await Promise.all(order.map((i) => call('POST', `conversations/${conversation.uid}/read`, b.headers, { upTo: uids[i] })));
    for (const response of reads) expect(response.statusCode, response.body).toBe(200);
    expect((await counts(b)).messages).toBe(0);
    // The live counters B received last say the same (each computed inside its read's transaction).
    const lastCounts = await query<{ data: Counts }>(
      t,
      "SELECT data FROM stream_events WHERE user_id = $1 AND name = 'counts.changed' ORDER BY seq DESC LIMIT 1",
      [await userIdByUid(t, b.uid)],
    );
    expect(lastCounts.rows[0]!.data.messages).toBe(0);
    const pointer = await query<{ last_read_message_id: string }>(
      t,
      'SELECT m.last_read_message_id FROM conversation_members m JOIN conversations c ON c.id = m.conversation_id WHERE c.uid = $1 AND m.user_id = $2',
      [conversation.uid, await userIdByUid(t, b.uid)],
    );
    const newest = await query<{ id: string }>(t, 'SELECT id FROM messages WHERE uid = $1', [uids[7]]);
    expect(pointer.rows[0]!.last_read_message_id).toBe(newest.rows[0]!.id);
    // Never backwards: reading an older message again changes nothing.
    expect(ok<ReadState>(await call('POST', `conversations/${conversation.uid}/read`, b.headers, { upTo: uids[2] }))).toMatchObject({
      upTo: uids[7],
      unread: 0,
    });
    ok<Message>(await send(a, conversation.uid, 'one more'), 201);
    expect((await counts(b)).messages).toBe(1);
  });
  it('a send racing a block waits for it and is refused: the block holds the pair’s conversation row until it commits', async () => {
    const { a, b, conversation } = await pairWithMessage();
    const [aId, bId] = [await userIdByUid(t, a.uid), await userIdByUid(t, b.uid)];
    const rival = await t.pool.connect();
    try {
      await rival.query('BEGIN');
      await rival.query('SELECT id FROM conversations WHERE uid = $1 FOR UPDATE', [conversation.uid]);
      await rival.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [bId, aId]);
      const sending = send(a, conversation.uid, 'Sent while being blocked');
      // The send waits on the row lock (without it, it would not see the uncommitted block and store the message).
      await expect
        .poll(
          async () =>
            (await query<{ n: number }>(t, "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))
              .rows[0]!.n,
        )
        .toBeGreaterThan(0);
      await rival.query('COMMIT');
      expectProblem(await sending, 403, 'may_not_write');
    } finally {
      rival.release();
    }
    const { rows } = await query<{ n: number }>(t, 'SELECT count(*)::int AS n FROM messages WHERE body = $1', ['Sent while being blocked']);
    expect(rows[0]!.n).toBe(0);
  });
});

describe('rate limits', () => {
  it(`answers 429 message_limit with Retry-After past ${MESSAGES_PER_MINUTE} messages a minute`, async () => {
    const { a, conversation } = await pairWithMessage();
    for (let i = 1; i < MESSAGES_PER_MINUTE; i += 1) ok<Message>(await send(a, conversation.uid, `Message ${i}`), 201);
    const refused = await send(a, conversation.uid, 'One too many');
    expectProblem(refused, 429, 'message_limit');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await query<{ n: number }>(
      t,
      'SELECT count(*)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.uid = $1',
      [conversation.uid],
    );
    expect(rows[0]!.n).toBe(MESSAGES_PER_MINUTE);
  });

  it(`answers 429 conversation_limit past ${NEW_CONVERSATIONS_PER_DAY} new conversations a day; existing ones still open`, async () => {
    const a = await person();
    // People with a company: only they can be written to.
    const company = await createCompanyRecord(t);
    const people = await Promise.all(Array.from({ length: NEW_CONVERSATIONS_PER_DAY + 1 }, () => createPerson(t, { publicProfile: true, company })));
    for (const other of people.slice(0, NEW_CONVERSATIONS_PER_DAY)) ok(await start(a, other), 201);
    const refused = await start(a, people[NEW_CONVERSATIONS_PER_DAY]!);
    expectProblem(refused, 429, 'conversation_limit');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    ok(await start(a, people[0]!), 200);
  });
});

describe('the unread-message e-mail', () => {
  const backdate = (conversationUid: string, minutes: number) =>
    query(t, `UPDATE messages SET created_at = created_at - make_interval(mins => $2) WHERE conversation_id = (SELECT id FROM conversations WHERE uid = $1)`, [
      conversationUid,
      minutes,
    ]);
  /** The unread-message e-mails to `user`, newest first. */
  const messageMails = async (user: SignedInUser) => (await readOutbox(t)).filter((m) => m.to === user.email && /wrote to you|pisze do Ciebie/.test(m.subject));
  const jobOf = async (conversationUid: string, recipient: SignedInUser) => {
    const { rows } = await query<{ id: string }>(t, 'SELECT id FROM conversations WHERE uid = $1', [conversationUid]);
    return { conversationId: Number(rows[0]!.id), recipientId: await userIdByUid(t, recipient.uid) };
  };

  it('is queued with the send, checks at run time, sends once an hour per conversation in the recipient’s language', async () => {
    const a = await person();
    const b = await person({ publicProfile: true, language: 'pl' });
    const conversation = ok<ConversationDetail>(await start(a, b), 201);
    ok<Message>(await send(a, conversation.uid, 'Pierwsza'), 201);
    const job = await jobOf(conversation.uid, b);
    const queued = await query<{ n: number; start_after: Date; created_on: Date }>(
      t,
      `SELECT count(*)::int AS n, max(start_after) AS start_after, max(created_on) AS created_on FROM pgboss.job WHERE name = $1 AND data->>'conversationId' = $2 AND state = 'created'`,
      [UNREAD_MESSAGE_EMAIL_JOB, String(job.conversationId)],
    );
    expect(queued.rows[0]!.n).toBe(1);
    expect(new Date(queued.rows[0]!.start_after).getTime() - new Date(queued.rows[0]!.created_on).getTime()).toBeGreaterThanOrEqual(599_000);
    // A second message while one check waits adds none.
    ok<Message>(await send(a, conversation.uid, 'Druga'), 201);
    const again = await query<{ n: number }>(t, `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'conversationId' = $2`, [
      UNREAD_MESSAGE_EMAIL_JOB,
      String(job.conversationId),
    ]);
    expect(again.rows[0]!.n).toBe(1);

    // Too early: the check waits for the 10 minutes.
    expect(await checkUnreadMessages(t.ctx, job)).toBe('rescheduled');
    await backdate(conversation.uid, 11);
    expect(await checkUnreadMessages(t.ctx, job)).toBe('sent');
    const [mail] = await messageMails(b);
    expect(mail).toMatchObject({ subject: `${a.firstName} ${a.lastName} pisze do Ciebie w Fairhub` });
    expect(mail!.text).toContain('2 nieprzeczytane wiadomości');
    expect(mail!.links).toContain(`http://fairhub.test/panel/messages/${conversation.uid}`);
    // Nothing new since: no second e-mail; a new message within the hour waits for the hour.
    expect(await checkUnreadMessages(t.ctx, job)).toBe('nothing_unread');
    ok<Message>(await send(a, conversation.uid, 'Trzecia'), 201);
    await query(t, "UPDATE conversation_members SET last_emailed_at = now() - interval '20 minutes' WHERE conversation_id = $1 AND user_id = $2", [
      job.conversationId,
      job.recipientId,
    ]);
    await query(t, "UPDATE messages SET created_at = now() - interval '15 minutes' WHERE body = $1", ['Trzecia']);
    expect(await checkUnreadMessages(t.ctx, job)).toBe('rescheduled');
    await query(t, "UPDATE conversation_members SET last_emailed_at = now() - interval '61 minutes' WHERE conversation_id = $1 AND user_id = $2", [
      job.conversationId,
      job.recipientId,
    ]);
    expect(await checkUnreadMessages(t.ctx, job)).toBe('sent');
    expect(await messageMails(b)).toHaveLength(2);
  });

  it('sends nothing once read, with the messages preference off, or once the sender is blocked', async () => {
    const { a, b, conversation, message } = await pairWithMessage();
    const job = await jobOf(conversation.uid, b);
    await backdate(conversation.uid, 11);
    ok(await call('POST', `conversations/${conversation.uid}/read`, b.headers, { upTo: message.uid }));
    expect(await checkUnreadMessages(t.ctx, job)).toBe('nothing_unread');
    ok<Message>(await send(a, conversation.uid, 'Another'), 201);
    await backdate(conversation.uid, 11);
    await query(t, `UPDATE users SET notification_prefs = '{"messages": false}' WHERE uid = $1`, [b.uid]);
    expect(await checkUnreadMessages(t.ctx, job)).toBe('preference_off');
    await query(t, `UPDATE users SET notification_prefs = '{}' WHERE uid = $1`, [b.uid]);
    ok(await call('POST', `blocks/${a.uid}`, b.headers));
    expect(await checkUnreadMessages(t.ctx, job)).toBe('blocked');
    expect(await messageMails(b)).toEqual([]);
  });
});

describe('keeping and deleting', () => {
  it('a deleted account’s messages stay for the other side as "Deleted user"; its member row and blocks go', async () => {
    const { a, b, conversation } = await pairWithMessage('Before I leave');
    ok(await call('POST', `blocks/${b.uid}`, a.headers));
    const aId = await userIdByUid(t, a.uid);
    ok(await call('DELETE', 'profile', a.headers, { password: DEFAULT_PASSWORD }));

    const list = ok<ConversationList>(await call('GET', 'conversations', b.headers));
    expect(list.items[0]).toMatchObject({
      uid: conversation.uid,
      other: { uid: null, firstName: null, deleted: true },
      unread: 1,
      lastMessage: { senderUid: null, body: 'Before I leave', mine: false },
    });
    expect(ok<ConversationDetail>(await call('GET', `conversations/${conversation.uid}`, b.headers))).toMatchObject({ canWrite: false, sharedEvents: [] });
    const page = ok<MessagePage>(await call('GET', `conversations/${conversation.uid}/messages`, b.headers));
    expect(page.items).toMatchObject([{ body: 'Before I leave', senderUid: null, mine: false }]);
    expectProblem(await send(b, conversation.uid, 'Hello?'), 422, 'recipient_deleted');
    expect((await counts(b)).messages).toBe(1);
    ok(await call('POST', `conversations/${conversation.uid}/read`, b.headers, { upTo: page.items[0]!.uid }));
    expect((await counts(b)).messages).toBe(0);

    const left = await query<{ members: number; blocks: number }>(
      t,
      'SELECT (SELECT count(*)::int FROM conversation_members WHERE user_id = $1) AS members, (SELECT count(*)::int FROM blocks WHERE blocker_id = $1 OR blocked_id = $1) AS blocks',
      [aId],
    );
    expect(left.rows[0]).toEqual({ members: 0, blocks: 0 });
  });

  it('the data export holds the conversations with both sides’ messages, the other person’s name and the blocks', async () => {
    const { a, b, conversation } = await pairWithMessage('Zażółć gęślą jaźń');
    ok<Message>(await send(b, conversation.uid, 'Odpowiedź'), 201);
    const stranger = await person();
    ok(await call('POST', `blocks/${stranger.uid}`, a.headers));
    const data = ok<AccountExport>(await call('GET', 'profile/export', a.headers));
    expect(data.messages.conversations).toEqual([
      {
        uid: conversation.uid,
        createdAt: expect.any(String),
        other: { uid: b.uid, name: `${b.firstName} ${b.lastName}`, deleted: false },
        messages: [
          { uid: expect.any(String), mine: true, body: 'Zażółć gęślą jaźń', createdAt: expect.any(String), read: true },
          { uid: expect.any(String), mine: false, body: 'Odpowiedź', createdAt: expect.any(String), read: false },
        ],
      },
    ]);
    expect(data.messages.blocked).toEqual([{ uid: stranger.uid, name: `${stranger.firstName} ${stranger.lastName}`, since: expect.any(String) }]);
  });
});

// The panel needs a company (docs/client-rules.md "States"), and messages are a panel page: people
// without one neither write nor are written to; what they had stays readable.
describe('without a company', () => {
  const approvedVisitors = async (...people: { uid: string }[]) => {
    const event = await createEvent(t, { organizer: await createOrganizerCompany(t) });
    for (const one of people) {
      await query(t, "INSERT INTO participations (uid, event_id, user_id, role, status) VALUES ($1, $2, $3, 'visitor', 'approved')", [
        randomUUID().slice(0, 20),
        event.id,
        await userIdByUid(t, one.uid),
      ]);
    }
  };

  it('a person who has not onboarded cannot start a conversation or send (400 no_company), but still reads what they have', async () => {
    const { a, b, conversation } = await pairWithMessage();
    const visitor = await signedInUser(t);
    expectProblem(await start(visitor, b), 400, 'no_company');
    // `a` leaves their company: the conversation stays theirs to read, not to answer from outside the panel.
    await query(t, 'DELETE FROM company_members WHERE user_id = $1', [await userIdByUid(t, a.uid)]);
    expectProblem(await send(b, conversation.uid, 'Still there?'), 422, 'recipient_has_no_company');
    expectProblem(await send(a, conversation.uid, 'Yes'), 400, 'no_company');
    expect(ok<ConversationList>(await call('GET', 'conversations', a.headers)).items).toHaveLength(1);
    expect(ok<MessagePage>(await call('GET', `conversations/${conversation.uid}/messages`, a.headers)).items).toHaveLength(1);
  });

  it('is not written to: 422 recipient_has_no_company once a rule would allow it, the neutral 403 otherwise; canWrite is false', async () => {
    const a = await person();
    const visitor = await signedInUser(t);
    // No rule lets `a` reach the visitor: the same 403 as for anyone, so nothing about them is told.
    expectProblem(await start(a, visitor), 403, 'may_not_write');
    // Fellow approved visitors of one event: they could write, but the visitor has no panel to answer in.
    await approvedVisitors(a, visitor);
    const refusal = expectProblem(await start(a, visitor), 422, 'recipient_has_no_company');
    expect(refusal.detail).toMatch(/once they join or create a company on Fairhub/);

    // Someone written to who leaves their company: the other side keeps the conversation, sees canWrite false and gets the same refusal.
    const { a: writer, b, conversation } = await pairWithMessage();
    await query(t, 'DELETE FROM company_members WHERE user_id = $1', [await userIdByUid(t, b.uid)]);
    expect(ok<ConversationDetail>(await call('GET', `conversations/${conversation.uid}`, writer.headers)).canWrite).toBe(false);
    expectProblem(await send(writer, conversation.uid, 'Hello?'), 422, 'recipient_has_no_company');
    expect(ok<ConversationDetail>(await start(writer, b)).uid).toBe(conversation.uid);
  });

  it('the unread-message e-mail is not sent to someone who left their company since (its link would lead to onboarding)', async () => {
    const { b, conversation } = await pairWithMessage();
    const { rows } = await query<{ id: string }>(t, 'SELECT id FROM conversations WHERE uid = $1', [conversation.uid]);
    const job = { conversationId: Number(rows[0]!.id), recipientId: await userIdByUid(t, b.uid) };
    await query(t, "UPDATE messages SET created_at = created_at - interval '11 minutes' WHERE conversation_id = $1", [job.conversationId]);
    await query(t, 'DELETE FROM company_members WHERE user_id = $1', [job.recipientId]);
    expect(await checkUnreadMessages(t.ctx, job)).toBe('no_company');
    expect((await readOutbox(t)).filter((m) => m.to === b.email && /wrote to you|pisze do Ciebie/.test(m.subject))).toEqual([]);
  });
});
