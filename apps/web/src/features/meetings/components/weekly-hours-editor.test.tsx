import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Availability } from '@fairhub/shared/availability';
import enMeetings from '../../../locales/en/meetings.json';
import plMeetings from '../../../locales/pl/meetings.json';
import { fakePanelApi, problem, renderPanelRoutes } from '../../../lib/test-panel-app.tsx';
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx';

const availability: Availability = {
  timeZone: 'Europe/Warsaw',
  timeZoneSet: true,
  isDefault: false,
  slotMinutes: 30,
  days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, ranges: weekday === 1 ? [{ start: '08:00', end: '24:00' }] : [] })),
};

async function render(language: 'en' | 'pl', shown: Availability = availability) {
  return renderPanelRoutes([{ path: '/', element: <WeeklyHoursEditor availability={shown} /> }], {
    namespaces: { meetings: { en: enMeetings, pl: plMeetings } },
    url: '/',
    language,
  });
}

describe('WeeklyHoursEditor', { timeout: 30_000 }, () => {
  for (const language of ['en', 'pl'] as const) {
    it(`offers times on the 24-hour clock (${language})`, async () => {
      const fake = fakePanelApi((call) =>
        call.method === 'PUT' ? { status: 200, body: { ...availability, days: (call.body as Availability).days } } : problem(404),
      );
      const { missing } = await render(language);
      const from = screen.getByRole('combobox', { name: language === 'en' ? 'Monday, range 1: from' : 'poniedziałek, przedział 1: od' });
      const to = screen.getByRole('combobox', { name: language === 'en' ? 'Monday, range 1: to' : 'poniedziałek, przedział 1: do' });
      expect(from).toHaveValue('08:00');
      expect(to).toHaveValue('24:00');

      const user = userEvent.setup();
      await user.click(from);
      const options = within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(options).toHaveLength(48);
      expect(options.slice(0, 2)).toEqual(['00:00', '00:30']);
      expect(options).toContain('13:30');
      expect(options.join(' ')).not.toMatch(/AM|PM/);
      await user.click(screen.getByRole('option', { name: '13:30' }));
      expect(from).toHaveValue('13:30');

      await user.click(screen.getByRole('button', { name: language === 'en' ? 'Save weekly hours' : plMeetings.availability.save }));
      await waitFor(() => expect(fake.callsTo('PUT', 'availability')).toHaveLength(1));
      expect((fake.callsTo('PUT', 'availability')[0]?.body as Availability).days[0]).toEqual({ weekday: 1, ranges: [{ start: '13:30', end: '24:00' }] });
      expect(missing).toEqual([]);
    });
  }

  for (const language of ['en', 'pl'] as const) {
    it(`"Add hours" after a range ending at 24:00 adds the earliest free hour, which saves; a full day cannot add (${language})`, async () => {
      const fake = fakePanelApi((call) =>
        call.method === 'PUT' ? { status: 200, body: { ...availability, days: (call.body as Availability).days } } : problem(404),
      );
      const week: Availability = {
        ...availability,
        days: availability.days.map((day) => (day.weekday === 2 ? { ...day, ranges: [{ start: '00:00', end: '24:00' }] } : day)),
      };
      const { missing } = await render(language, week);
      const texts = language === 'en' ? enMeetings.availability : plMeetings.availability;
      const monday = language === 'en' ? 'Monday' : 'poniedziałek';
      const tuesday = language === 'en' ? 'Tuesday' : 'wtorek';
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: texts.addRangeOn.replace('{{day}}', monday) }));
      const range = (which: 'from' | 'to', day: string, number: number) =>
        screen.getByRole('combobox', { name: texts[which === 'from' ? 'fromOn' : 'toOn'].replace('{{day}}', day).replace('{{number}}', String(number)) });
      expect(range('from', monday, 2)).toHaveValue('00:00');
      expect(range('to', monday, 2)).toHaveValue('01:00');

      // Tuesday is covered from 00:00 to 24:00: nothing is left to add, and it says so.
      const addOnTuesday = screen.getByRole('button', { name: texts.addRangeOn.replace('{{day}}', tuesday) });
      expect(addOnTuesday).toBeDisabled();
      expect(addOnTuesday).toHaveAccessibleDescription(texts.dayFull);

      await user.click(screen.getByRole('button', { name: texts.save }));
      await waitFor(() => expect(fake.callsTo('PUT', 'availability')).toHaveLength(1));
      expect(screen.queryByRole('alert')).toBeNull();
      expect((fake.callsTo('PUT', 'availability')[0]?.body as Availability).days[0]).toEqual({
        weekday: 1,
        ranges: [
          { start: '00:00', end: '01:00' },
          { start: '08:00', end: '24:00' },
        ],
      });
      expect(missing).toEqual([]);
    });
  }
});
