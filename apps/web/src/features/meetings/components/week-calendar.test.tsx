import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Meeting, MeetingPerson } from '@fairhub/shared/meetings';
import enMeetings from '../../../locales/en/meetings.json';
import plMeetings from '../../../locales/pl/meetings.json';
import { renderPanelRoutes } from '../../../lib/test-panel-app.tsx';
import { WeekCalendar } from './week-calendar.tsx';

const person = (firstName: string, lastName: string): MeetingPerson => ({
  uid: `${firstName.toLowerCase()}0001abcd`,
  firstName,
  lastName,
  jobTitle: null,
  avatarUrl: null,
  company: null,
  deleted: false,
  publicProfile: true,
});

// Warsaw is UTC+1 in November: 08:00Z is 09:00 there.
function meeting(uid: string, other: MeetingPerson, startsAt: string, minutes: number, status: Meeting['status'], place: Meeting['place']): Meeting {
  return {
    uid,
    event: null,
    requester: other,
    invitee: person('Erik', 'Svensson'),
    role: 'invitee',
    other,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
    timeZone: 'Europe/Warsaw',
    status,
    place,
    tableNumber: status === 'accepted' && place === 'table' ? 1 : null,
    stand: place === 'stand' ? 'B12' : null,
    onlineUrl: place === 'online' ? 'https://meet.example.com/x' : null,
    agenda: null,
    reason: null,
    closedBy: null,
    expiresAt: startsAt,
    respondedAt: null,
    createdAt: startsAt,
    updatedAt: startsAt,
    conflicts: [],
    alternatives: [],
  };
}

const MEETINGS = [
  meeting('accepted01ab', person('Anna', 'Nowak'), '2026-11-26T08:00:00.000Z', 30, 'accepted', 'table'),
  meeting('request01abc', person('Jan', 'Kowalski'), '2026-11-26T08:00:00.000Z', 30, 'requested', 'online'),
  meeting('request02abc', person('Ola', 'Wiśniewska'), '2026-11-26T08:00:00.000Z', 30, 'requested', 'stand'),
  meeting('later001abcd', person('Piotr', 'Zieliński'), '2026-11-26T10:00:00.000Z', 30, 'requested', 'table'),
];

async function render(view: 'day' | 'week', language: 'en' | 'pl' = 'en') {
  const onSelect = vi.fn();
  const days = view === 'day' ? ['2026-11-26'] : ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
  const rendered = await renderPanelRoutes(
    [
      {
        path: '/',
        element: (
          <WeekCalendar
            days={days}
            meetings={MEETINGS}
            timeZone="Europe/Warsaw"
            viewerZone="Europe/Warsaw"
            language={language}
            selected={null}
            onSelect={onSelect}
          />
        ),
      },
    ],
    { namespaces: { meetings: { en: enMeetings, pl: plMeetings } }, url: '/', language },
  );
  return { ...rendered, onSelect };
}

describe('WeekCalendar', () => {
  it('lays meetings of one slot side by side, each a button named with its person and the overlap', async () => {
    const { onSelect, missing } = await render('day');
    const grid = await screen.findByRole('region', { name: 'Meetings calendar' });
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '09:00 AN: Anna Nowak, until 09:30, Table 1. Accepted. At the same time as 2 other meetings.',
      '09:00 JK: Jan Kowalski, until 09:30, Online. Waiting for an answer. At the same time as 2 other meetings.',
      '09:00 OW: Ola Wiśniewska, until 09:30, Stand B12. Waiting for an answer. At the same time as 2 other meetings.',
      '11:00 P. Zieliński: Piotr Zieliński, until 11:30, Table (assigned on acceptance). Waiting for an answer.',
    ]);
    // Three lanes a third wide each, at one height; the later meeting has the whole width.
    expect(buttons.map((button) => [button.dataset.lane, button.dataset.lanes])).toEqual([
      ['0', '3'],
      ['1', '3'],
      ['2', '3'],
      ['0', '1'],
    ]);
    const [first, second, third, later] = buttons.map((button) => button.style);
    expect(new Set([first!.left, second!.left, third!.left]).size).toBe(3);
    expect(second!.left).toContain(String(1 / 3));
    expect(third!.left).toContain(String(2 / 3));
    expect(new Set([first!.width, second!.width, third!.width]).size).toBe(1);
    expect(new Set([first!.top, second!.top, third!.top]).size).toBe(1);
    expect(later!.width).not.toBe(first!.width);

    // Short of room a block shows its start and whole letters, never a name cut mid-word: initials
    // beside others, the initial and surname alone in a one-line (30-minute) row. The whole text is
    // its name and its title; the name begins with the text shown (WCAG 2.5.3, Label in Name).
    expect(buttons.map((button) => button.textContent)).toEqual(['09:00 AN', '09:00 JK', '09:00 OW', '11:00 P. Zieliński']);
    expect(buttons.map((button) => button.title)).toEqual(buttons.map((button) => button.getAttribute('aria-label')));

    // Every one of them is reachable: with the keyboard in order, and by a click.
    const user = userEvent.setup();
    await user.click(buttons[0]!);
    await user.tab();
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard('{Enter}');
    await user.click(buttons[2]!);
    expect(onSelect.mock.calls.map(([uid]) => uid)).toEqual(['accepted01ab', 'request01abc', 'request02abc']);
    expect(missing).toEqual([]);
  });

  it('shows the whole range, name and place where a block has room, and a deleted person as such', async () => {
    const long = meeting('long0001abcd', person('Marta', 'Sowa-Kowalczyk'), '2026-11-26T08:00:00.000Z', 60, 'accepted', 'stand');
    const gone = {
      ...meeting('gone0001abcd', person('Ewa', 'Nowak'), '2026-11-26T10:00:00.000Z', 30, 'requested', 'table'),
      other: { ...person('', ''), uid: null, firstName: null, lastName: null, deleted: true },
    };
    await renderPanelRoutes(
      [
        {
          path: '/',
          element: (
            <WeekCalendar
              days={['2026-11-26']}
              meetings={[long, gone]}
              timeZone="Europe/Warsaw"
              viewerZone="Europe/Warsaw"
              language="en"
              selected={null}
              onSelect={vi.fn()}
            />
          ),
        },
      ],
      { namespaces: { meetings: { en: enMeetings, pl: plMeetings } }, url: '/' },
    );
    const buttons = within(await screen.findByRole('region', { name: 'Meetings calendar' })).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['09:00–10:00 Marta Sowa-Kowalczyk · Stand B12', '11:00 Deleted user']);
    // Each name holds the text shown, in its order: the range, the name and the place, or the start and the name.
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '09:00–10:00, Marta Sowa-Kowalczyk, Stand B12. Accepted.',
      '11:00 Deleted user, until 11:30, Table (assigned on acceptance). Waiting for an answer.',
    ]);
    expect(buttons[0]!.title).toBe('');
    expect(buttons[1]!.title).toBe(buttons[1]!.getAttribute('aria-label'));
  });

  for (const [language, text, status] of [
    ['en', 'Table (assigned on acceptance)', 'Waiting for an answer'],
    ['pl', 'Stolik (przydzielany po przyjęciu)', 'Czeka na odpowiedź'],
  ] as const) {
    it(`a requested meeting at a table says its table is assigned on acceptance, as the cards do (${language})`, async () => {
      const requested = meeting('tablereq0001', person('Marta', 'Sowa'), '2026-11-26T08:00:00.000Z', 60, 'requested', 'table');
      const { missing } = await renderPanelRoutes(
        [
          {
            path: '/',
            element: (
              <WeekCalendar
                days={['2026-11-26']}
                meetings={[requested]}
                timeZone="Europe/Warsaw"
                viewerZone="Europe/Warsaw"
                language={language}
                selected={null}
                onSelect={vi.fn()}
              />
            ),
          },
        ],
        { namespaces: { meetings: { en: enMeetings, pl: plMeetings } }, url: '/', language },
      );
      const [block] = within(await screen.findByRole('region', { name: language === 'en' ? 'Meetings calendar' : 'Kalendarz spotkań' })).getAllByRole('button');
      expect(block!.textContent).toBe(`09:00–10:00 Marta Sowa · ${text}`);
      expect(block!.getAttribute('aria-label')).toBe(`09:00–10:00, Marta Sowa, ${text}. ${status}.`);
      expect(missing).toEqual([]);
    });
  }

  it('widens a day of the week that has meetings side by side, the others keep their width', async () => {
    await render('week');
    const grid = await screen.findByRole('region', { name: 'Meetings calendar' });
    const columns = (grid.firstElementChild as HTMLElement).style.gridTemplateColumns;
    expect(columns).toBe(['3.5rem', ...Array.from({ length: 7 }, (_, index) => (index === 3 ? 'minmax(13.5rem, 1fr)' : 'minmax(7.5rem, 1fr)'))].join(' '));
  });

  it('names the overlap in Polish', async () => {
    const { missing } = await render('day', 'pl');
    const grid = await screen.findByRole('region', { name: 'Kalendarz spotkań' });
    expect(within(grid).getAllByRole('button')[1]!.getAttribute('aria-label')).toMatch(/W tym samym czasie co 2 inne spotkania\.$/);
    expect(missing).toEqual([]);
  });
});
