import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { ConversationDetail, ConversationSummary, Message, MessagePage } from '@fairhub/shared/messages';
import { useSessionStore } from '../../../lib/session-store.ts';
import { streamBus } from '../../../lib/stream/stream-bus.ts';
import { fakePanelApi, heldAnswer, problem, renderPanelRoutes, type PanelAnswer, type PanelCall } from '../../../lib/test-panel-app.tsx';
import { currentUrl } from '../../../lib/test-render.tsx';
import { useOutbox } from '../api/outbox.ts';
import { ANNA, ME, MESSAGE_NAMESPACES, localTime, makeDetail, makeMessage, makeSummary } from '../test-fixtures.ts';
import { MessagesPage } from './messages-page.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const routes: RouteObject[] = [
  { path: '/panel/messages/:uid?', element: <MessagesPage /> },
  { path: '/people/:uid', element: <p>Person page</p> },
  { path: '/events/:uid/:slug?', element: <p>Event page</p> },
];

const render = (url = '/panel/messages', language: 'en' | 'pl' = 'en') => renderPanelRoutes(routes, { namespaces: MESSAGE_NAMESPACES, url, language });

interface Scene {
  list?: ConversationSummary[];
  detail?: ConversationDetail;
  pages?: Record<string, MessagePage>;
  extra?: (call: PanelCall) => PanelAnswer | Promise<PanelAnswer> | undefined;
}

function api({ list = [makeSummary()], detail = makeDetail(), pages = {}, extra }: Scene = {}) {
  return fakePanelApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === 'conversations') return { status: 200, body: { items: list } };
    if (call.method === 'GET' && call.path === `conversations/${detail.uid}`) return { status: 200, body: detail };
    if (call.method === 'GET' && call.path === `conversations/${detail.uid}/messages`) {
      const page = pages[call.params.get('before') ?? 'newest'];
      return page ? { status: 200, body: page } : problem(404);
    }
    if (call.method === 'POST' && call.path === `conversations/${detail.uid}/read`) {
      return { status: 200, body: { conversationUid: detail.uid, upTo: (call.body as { upTo: string }).upTo, unread: 0 } };
    }
    return problem(404, 'Not Found');
  });
}

const page = (items: Message[], hasOlder = false): MessagePage => ({ items, hasOlder, otherReadUpTo: null });

beforeEach(() => {
  useSessionStore.getState().setToken({ accessToken: 'token-1', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
  useSessionStore.getState().setUserData({ uid: ME } as never);
  useSessionStore.getState().setCounts({ messages: 3 });
  useOutbox.setState({ items: [] });
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  document.title = '';
});

describe('the conversation list', { timeout: 30_000 }, () => {
  it('shows a skeleton, then, without conversations, how to start one', async () => {
    const held = heldAnswer();
    api({ extra: (call) => (call.path === 'conversations' ? held.promise : undefined) });
    const { missing } = await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your conversations…' })).toBeInTheDocument();
    await act(async () => held.resolve({ status: 200, body: { items: [] } }));
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByText(/open a person's public page/)).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('lists conversations newest first with unread counts, the own last message as "You:", and a deleted person', async () => {
    api({
      list: [
        makeSummary({ unread: 2, lastMessage: makeMessage({ uid: 'm9', body: 'Do you have the price list?' }) }),
        makeSummary({
          uid: 'conv0002abcd',
          other: { ...makeSummary().other, uid: 'piot0001abcd', firstName: 'Piotr', lastName: 'Zieliński', company: null },
          lastMessage: makeMessage({ uid: 'm8', conversationUid: 'conv0002abcd', mine: true, body: 'Thanks!' }),
          lastMessageAt: '2026-11-24T10:00:00.000Z',
        }),
        makeSummary({
          uid: 'conv0003abcd',
          other: { uid: null, firstName: null, lastName: null, jobTitle: null, avatarUrl: null, company: null, deleted: true, publicProfile: false },
          lastMessage: makeMessage({ uid: 'm7', conversationUid: 'conv0003abcd', body: 'Bye' }),
          lastMessageAt: '2026-11-23T10:00:00.000Z',
        }),
      ],
    });
    const { missing } = await render();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/panel/messages/conv0001abcd',
      '/panel/messages/conv0002abcd',
      '/panel/messages/conv0003abcd',
    ]);
    expect(within(rows[0]!).getByText('Anna Nowak')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Amber Tools')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Do you have the price list?')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('You: Thanks!')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/unread/)).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Deleted user')).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation from the list.')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('says when the list cannot be loaded and loads it again on retry', async () => {
    let fail = true;
    api({ extra: (call) => (call.path === 'conversations' && fail ? problem(500) : undefined) });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this list');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Anna Nowak')).toBeInTheDocument();
  });

  it('moves a conversation to the top with one more unread when a message arrives live, and reads the list again for a new conversation', async () => {
    const fake = api({
      list: [
        makeSummary({
          uid: 'conv0002abcd',
          other: { ...makeSummary().other, firstName: 'Piotr', lastName: 'Zieliński' },
          lastMessageAt: '2026-11-25T11:00:00.000Z',
        }),
        makeSummary({ unread: 1, lastMessageAt: '2026-11-25T10:00:00.000Z' }),
      ],
    });
    await render();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Piotr Zieliński');
    act(() =>
      streamBus.emit('message.created', {
        conversationUid: 'conv0001abcd',
        message: makeMessage({ uid: 'live1', body: 'Are you at hall 3?', createdAt: '2026-11-25T12:00:00.000Z' }),
      }),
    );
    // The query cache tells its observers on the next tick.
    await waitFor(() => expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Anna Nowak'));
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent('Are you at hall 3?');
    expect(within(first).getByText('2 unread messages')).toBeInTheDocument();
    const before = fake.callsTo('GET', 'conversations').length;
    act(() => streamBus.emit('message.created', { conversationUid: 'conv0009abcd', message: makeMessage({ uid: 'live2', conversationUid: 'conv0009abcd' }) }));
    await waitFor(() => expect(fake.callsTo('GET', 'conversations').length).toBe(before + 1));
  });
});

describe('an open conversation', { timeout: 30_000 }, () => {
  it('shows the person (linked to their public page), the events both take part in, day separators and the read state of own messages', async () => {
    const fake = api({
      list: [makeSummary({ unread: 1 })],
      detail: makeDetail({
        unread: 1,
        sharedEvents: [{ uid: 'evt0001abcd', slug: 'poznan-fair', title: 'Poznań Machine Fair', startsAt: '2026-12-01T08:00:00.000Z' }],
      }),
      pages: {
        newest: page([
          makeMessage({ uid: 'm1', body: 'Hello from last week', createdAt: '2025-03-02T09:00:00.000Z' }),
          makeMessage({ uid: 'm2', mine: true, read: true, body: 'Hi Anna', createdAt: localTime(1, 9) }),
          makeMessage({ uid: 'm3', mine: true, read: false, body: 'Are you coming?', createdAt: localTime(0, 0, 5) }),
          makeMessage({ uid: 'm4', body: 'Yes, see https://fairhub.example/stand?hall=3 <b>now</b>', createdAt: localTime(0, 0, 10) }),
        ]),
      },
    });
    const { missing } = await render('/panel/messages/conv0001abcd');
    const region = await screen.findByRole('region', { name: 'Messages in this conversation' });
    expect(screen.getByRole('link', { name: 'Anna Nowak' })).toHaveAttribute('href', '/people/anna0001abcd');
    expect(screen.getByText('Sales manager · Amber Tools')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poznań Machine Fair' })).toHaveAttribute('href', '/events/evt0001abcd/poznan-fair');
    expect(
      within(region)
        .getAllByTestId('day-separator')
        .map((separator) => separator.textContent),
    ).toEqual([
      new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date('2025-03-02T09:00:00.000Z')),
      'Yesterday',
      'Today',
    ]);
    const mine = within(region).getByText('Hi Anna').closest('li')!;
    expect(within(mine).getByText('Read')).toBeInTheDocument();
    expect(within(within(region).getByText('Are you coming?').closest('li')!).getByText('Sent')).toBeInTheDocument();
    const link = within(region).getByRole('link', { name: 'https://fairhub.example/stand?hall=3' });
    expect(link).toHaveAttribute('href', 'https://fairhub.example/stand?hall=3');
    expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(within(region).getByText(/<b>now<\/b>/)).toBeInTheDocument();
    expect(region.querySelector('b')).toBeNull();
    // Opening it marks it read up to the newest message; the counter drops at once.
    await waitFor(() => expect(fake.callsTo('POST', 'conversations/conv0001abcd/read')).toHaveLength(1));
    expect(fake.callsTo('POST', 'conversations/conv0001abcd/read')[0]!.body).toEqual({ upTo: 'm4' });
    expect(useSessionStore.getState().counts.values.messages).toBe(2);
    // The other person reads: the own messages up to it show "Read".
    act(() => streamBus.emit('conversation.read', { conversationUid: 'conv0001abcd', readerUid: ANNA, upTo: 'm4' }));
    await waitFor(() => expect(within(within(region).getByText('Are you coming?').closest('li')!).getByText('Read')).toBeInTheDocument());
    expect(missing).toEqual([]);
  });

  it('shows day separators in Polish for a Polish reader', async () => {
    api({
      pages: { newest: page([makeMessage({ uid: 'm1', createdAt: '2025-03-02T09:00:00.000Z' }), makeMessage({ uid: 'm2', createdAt: localTime(0, 0, 1) })]) },
    });
    const { missing } = await render('/panel/messages/conv0001abcd', 'pl');
    const region = await screen.findByRole('region', { name: 'Wiadomości w tej rozmowie' });
    expect(
      within(region)
        .getAllByTestId('day-separator')
        .map((separator) => separator.textContent),
    ).toEqual([
      new Intl.DateTimeFormat('pl-PL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date('2025-03-02T09:00:00.000Z')),
      'Dzisiaj',
    ]);
    expect(missing).toEqual([]);
  });

  it('shows the two’s coming meetings in the header, each linked to where it is answered or seen, in English and Polish', async () => {
    const meeting = (uid: string, status: 'requested' | 'accepted', sentByMe: boolean, startsAt: string, eventTitle: string | null) => ({
      uid,
      status,
      sentByMe,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
      place: 'table' as const,
      timeZone: 'Europe/Warsaw',
      eventTitle,
    });
    api({
      detail: makeDetail({
        sharedMeetings: [
          meeting('mtg1', 'requested', false, '2026-12-01T08:00:00.000Z', 'Poznań Machine Fair'),
          meeting('mtg2', 'accepted', true, '2026-12-01T10:00:00.000Z', 'Poznań Machine Fair'),
          meeting('mtg3', 'requested', true, '2026-12-03T13:30:00.000Z', null),
        ],
      }),
      pages: { newest: page([makeMessage({ uid: 'm1' })]) },
    });
    const { missing, unmount } = await render('/panel/messages/conv0001abcd');
    expect(await screen.findByText(/Your coming meetings:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Awaiting your answer: Tue,? 1 December, 09:00–09:30 / })).toHaveAttribute('href', '/panel/meetings/requests');
    expect(screen.getByRole('link', { name: /^Accepted: Tue,? 1 December, 11:00–11:30 / })).toHaveAttribute('href', '/panel/meetings/schedule');
    expect(screen.getByRole('link', { name: /^Awaiting their answer: Thu,? 3 December, 14:30–15:00 / })).toHaveAttribute('href', '/panel/meetings/sent');
    expect(screen.getByText(/\(outside events\)/)).toBeInTheDocument();
    expect(missing).toEqual([]);
    unmount();

    const polish = await render('/panel/messages/conv0001abcd', 'pl');
    expect(await screen.findByText(/Wasze najbliższe spotkania:/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Czeka na Twoją odpowiedź: wt\.,? 1 grudnia, 09:00–09:30 / })).toHaveAttribute('href', '/panel/meetings/requests');
    expect(screen.getByRole('link', { name: /^Zaakceptowane: / })).toHaveAttribute('href', '/panel/meetings/schedule');
    expect(screen.getByText(/\(poza wydarzeniami\)/)).toBeInTheDocument();
    expect(polish.missing).toEqual([]);
  });

  it('reads the header again when a meeting changes, so a new request between the two shows without a reload', async () => {
    let detail = makeDetail();
    const fake = api({
      pages: { newest: page([makeMessage({ uid: 'm1' })]) },
      extra: (call) => (call.method === 'GET' && call.path === `conversations/${detail.uid}` ? { status: 200, body: detail } : undefined),
    });
    await render('/panel/messages/conv0001abcd');
    await screen.findByRole('region', { name: 'Messages in this conversation' });
    expect(screen.queryByText(/Your coming meetings:/)).toBeNull();
    detail = makeDetail({
      sharedMeetings: [
        {
          uid: 'mtg9',
          status: 'requested',
          sentByMe: false,
          startsAt: '2026-12-01T08:00:00.000Z',
          endsAt: '2026-12-01T08:30:00.000Z',
          place: 'table',
          timeZone: 'Europe/Warsaw',
          eventTitle: null,
        },
      ],
    });
    act(() => streamBus.emit('meeting.changed', { uid: 'mtg9', status: 'requested' }));
    expect(await screen.findByRole('link', { name: /^Awaiting your answer: Tue,? 1 December, 09:00–09:30 / })).toHaveAttribute(
      'href',
      '/panel/meetings/requests',
    );
    expect(fake.callsTo('GET', 'conversations/conv0001abcd')).toHaveLength(2);
  });

  it('shows no meetings line when the two have none coming', async () => {
    api({ pages: { newest: page([makeMessage({ uid: 'm1' })]) } });
    await render('/panel/messages/conv0001abcd');
    await screen.findByRole('region', { name: 'Messages in this conversation' });
    expect(screen.queryByText(/Your coming meetings:/)).toBeNull();
  });

  it('loads the older page when scrolled to the top and keeps the messages in view where they were', async () => {
    const restore = fakeLayout();
    try {
      const newest = Array.from({ length: 5 }, (_, index) => makeMessage({ uid: `n${index}`, body: `Newer ${index}`, createdAt: localTime(0, 0, 10 + index) }));
      const older = Array.from({ length: 3 }, (_, index) => makeMessage({ uid: `o${index}`, body: `Older ${index}`, createdAt: localTime(0, 0, index) }));
      const held = heldAnswer();
      const fake = api({
        pages: { newest: page(newest, true), n0: page(older) },
        extra: (call) => (call.params.get('before') === 'n0' ? held.promise : undefined),
      });
      await render('/panel/messages/conv0001abcd');
      const region = await screen.findByRole('region', { name: 'Messages in this conversation' });
      await screen.findByText('Newer 4');
      // It opens at the bottom: 6 rows (a separator and 5 messages) of 50 px.
      expect(region.scrollTop).toBe(300);
      region.scrollTop = 30;
      fireEvent.scroll(region);
      await waitFor(() => expect(fake.callsTo('GET', 'conversations/conv0001abcd/messages').map((call) => call.params.get('before'))).toEqual([null, 'n0']));
      expect(within(region).getByLabelText('Loading older messages…')).toBeInTheDocument();
      await act(async () => held.resolve({ status: 200, body: page(older) }));
      await screen.findByText('Older 0');
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent?.replace(/\d\d:\d\d.*$/, '')),
      ).toEqual(['Today', 'Older 0', 'Older 1', 'Older 2', 'Newer 0', 'Newer 1', 'Newer 2', 'Newer 3', 'Newer 4']);
      // 3 rows came in above: the reader still sees what they saw (30 px + 3 × 50 px).
      expect(region.scrollTop).toBe(180);
      expect(within(region).queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('loads the older page by itself when the first one does not fill the view', async () => {
    const restore = fakeLayout();
    try {
      const fake = api({
        pages: {
          newest: page([makeMessage({ uid: 'n0', body: 'Newer 0', createdAt: localTime(0, 0, 10) })], true),
          n0: page([makeMessage({ uid: 'o0', body: 'Older 0', createdAt: localTime(0, 0, 1) })]),
        },
      });
      await render('/panel/messages/conv0001abcd');
      expect(await screen.findByText('Older 0')).toBeInTheDocument();
      expect(fake.callsTo('GET', 'conversations/conv0001abcd/messages').map((call) => call.params.get('before'))).toEqual([null, 'n0']);
    } finally {
      restore();
    }
  });

  it('blocks the person after asking, then offers to unblock instead of the composer', async () => {
    let blocked = false;
    const fake = api({
      pages: { newest: page([makeMessage({ uid: 'm1' })]) },
      extra: (call) => {
        if (call.path === `blocks/${ANNA}`) {
          blocked = call.method === 'POST';
          return { status: 200, body: { userUid: ANNA, blocked } };
        }
        if (call.method === 'GET' && call.path === 'conversations/conv0001abcd') return { status: 200, body: makeDetail({ blocked }) };
        return undefined;
      },
    });
    await render('/panel/messages/conv0001abcd');
    await userEvent.click(await screen.findByRole('button', { name: 'More actions for the conversation with Anna Nowak' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Anna Nowak?' });
    expect(dialog).toHaveTextContent('They are not told');
    expect(fake.callsTo('POST', `blocks/${ANNA}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(fake.callsTo('POST', `blocks/${ANNA}`)).toHaveLength(1));
    expect(await screen.findByText(/You blocked Anna Nowak/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message to Anna Nowak' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await waitFor(() => expect(fake.callsTo('DELETE', `blocks/${ANNA}`)).toHaveLength(1));
    expect(await screen.findByRole('textbox', { name: 'Message to Anna Nowak' })).toBeInTheDocument();
  });

  it('says a conversation that is not the caller’s was not found, with the way back', async () => {
    api({ extra: (call) => (call.path.startsWith('conversations/conv0001abcd') ? problem(404) : undefined) });
    const { router } = await render('/panel/messages/conv0001abcd');
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    expect(useSessionStore.getState().user.token).not.toBeNull();
    await userEvent.click(screen.getAllByRole('link', { name: 'Back to conversations' })[0]!);
    expect(currentUrl(router)).toBe('/panel/messages');
  });
});

describe('the composer', { timeout: 30_000 }, () => {
  it('sends on Enter, optimistically, and keeps Shift+Enter for a new line', async () => {
    const held = heldAnswer();
    const fake = api({
      pages: { newest: page([makeMessage({ uid: 'm1' })]) },
      extra: (call) => (call.method === 'POST' && call.path === 'conversations/conv0001abcd/messages' ? held.promise : undefined),
    });
    await render('/panel/messages/conv0001abcd');
    const field = await screen.findByRole('textbox', { name: 'Message to Anna Nowak' });
    await userEvent.type(field, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(field).toHaveValue('First line\nsecond line');
    expect(fake.callsTo('POST', 'conversations/conv0001abcd/messages')).toHaveLength(0);
    await userEvent.type(field, '{Enter}');
    expect(field).toHaveValue('');
    const sent = fake.callsTo('POST', 'conversations/conv0001abcd/messages');
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as { body: string; clientMessageId: string };
    expect(body.body).toBe('First line\nsecond line');
    expect(body.clientMessageId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const region = screen.getByRole('region', { name: 'Messages in this conversation' });
    const pending = within(region)
      .getByText(/First line/)
      .closest('li')!;
    expect(within(pending).getByText('Sending…')).toBeInTheDocument();
    await act(async () =>
      held.resolve({
        status: 201,
        body: makeMessage({ uid: 'm2', mine: true, body: body.body, clientMessageId: body.clientMessageId, createdAt: new Date().toISOString() }),
      }),
    );
    const stored = within(region)
      .getByText(/First line/)
      .closest('li')!;
    expect(within(stored).getByText('Sent')).toBeInTheDocument();
    expect(within(region).getAllByText(/First line/)).toHaveLength(1);
    // Blank text is not sent.
    await userEvent.type(field, '   {Enter}');
    expect(fake.callsTo('POST', 'conversations/conv0001abcd/messages')).toHaveLength(1);
  });

  it('marks a failed message "Not sent" and retries it with the same client id', async () => {
    let failures = 1;
    const fake = api({
      pages: { newest: page([]) },
      extra: (call) => {
        if (call.method !== 'POST' || call.path !== 'conversations/conv0001abcd/messages') return undefined;
        if (failures-- > 0) return problem(500);
        const { body, clientMessageId } = call.body as { body: string; clientMessageId: string };
        return { status: 200, body: makeMessage({ uid: 'm5', mine: true, body, clientMessageId, createdAt: new Date().toISOString() }) };
      },
    });
    await render('/panel/messages/conv0001abcd');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message to Anna Nowak' }), 'Price list attached?{Enter}');
    const region = screen.getByRole('region', { name: 'Messages in this conversation' });
    const failed = await within(region).findByRole('alert');
    expect(failed).toHaveTextContent('Not sent');
    expect(failed).toHaveTextContent('Something went wrong on our side');
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(within(region).getByText('Price list attached?').closest('li')!).getByText('Sent')).toBeInTheDocument());
    const calls = fake.callsTo('POST', 'conversations/conv0001abcd/messages');
    expect(calls).toHaveLength(2);
    expect((calls[1]!.body as { clientMessageId: string }).clientMessageId).toBe((calls[0]!.body as { clientMessageId: string }).clientMessageId);
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal to deliver (403) in a neutral sentence and keeps the session', async () => {
    api({
      pages: { newest: page([]) },
      extra: (call) =>
        call.method === 'POST' && call.path === 'conversations/conv0001abcd/messages'
          ? { status: 403, body: { type: 'about:blank', title: 'Forbidden', status: 403, code: 'may_not_write' } }
          : undefined,
    });
    await render('/panel/messages/conv0001abcd');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Message to Anna Nowak' }), 'Hello?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Not sent.*This message cannot be delivered\./);
    expect(useSessionStore.getState().user.token?.accessToken).toBe('token-1');
  });
});

/** The test DOM lays nothing out: each list row is 50 px tall and the scroller shows 200 px. */
function fakeLayout() {
  const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.querySelectorAll('li').length * 50;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 200 });
  return () => {
    if (scrollHeight) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scrollHeight);
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  };
}
