import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { EventAvailability } from '@fairhub/shared/availability';
import enMeetings from '../../../locales/en/meetings.json';
import plMeetings from '../../../locales/pl/meetings.json';
import { renderPanelRoutes } from '../../../lib/test-panel-app.tsx';
import { AvailabilityGrid } from './availability-grid.tsx';

type GridSlot = EventAvailability['slots'][number];

// Two days of an event in Warsaw (UTC+1): 09:00 and 09:30 on the 26th; only 09:00 on the 27th.
const slot = (startsAt: string, minutes = 30, held = false): GridSlot => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
  available: true,
  held,
});
const SLOTS = [slot('2026-11-26T08:00:00.000Z'), slot('2026-11-26T08:30:00.000Z', 30, true), slot('2026-11-27T08:00:00.000Z')];

function Grid({ saved }: { saved: (unavailable: string[]) => void }) {
  const [unavailable, setUnavailable] = useState<Set<string>>(() => new Set([SLOTS[2]!.startsAt]));
  return (
    <>
      <button type="button">Before</button>
      <AvailabilityGrid
        slots={SLOTS}
        timeZone="Europe/Warsaw"
        language="en"
        unavailable={unavailable}
        onToggle={(startsAt) =>
          setUnavailable((current) => {
            const next = new Set(current);
            if (next.has(startsAt)) next.delete(startsAt);
            else next.add(startsAt);
            saved([...next]);
            return next;
          })
        }
        label="Your meeting slots"
      />
    </>
  );
}

describe('AvailabilityGrid', () => {
  it('is a grid of times by day whose cells say whether one takes meetings; arrows move, Space toggles', async () => {
    const states: string[][] = [];
    const { missing } = await renderPanelRoutes([{ path: '/', element: <Grid saved={(value) => states.push(value)} /> }], {
      namespaces: { meetings: { en: enMeetings, pl: plMeetings } },
      url: '/',
    });
    const grid = await screen.findByRole('grid', { name: 'Your meeting slots' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Thu 26 November', 'Fri 27 November']);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['09:00', '09:30']);
    const cells = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-disabled') !== 'true');
    // Row by row: 26th 09:00, 27th 09:00, 26th 09:30 (the 27th has no 09:30 slot).
    expect(cells.map((cell) => cell.getAttribute('aria-selected'))).toEqual(['true', 'false', 'true']);
    // A cell's name begins with the Yes or No it shows, then says when and what it means.
    expect(cells.map((cell) => cell.textContent)).toEqual(['Yes', 'No', 'Yes']);
    expect(cells.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'Yes, available on Thu 26 November at 09:00',
      'No, not available on Fri 27 November at 09:00',
      'Yes, available on Thu 26 November at 09:30, you have a meeting then',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(cells[0]);
    expect(cells.filter((cell) => cell.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cells[1]);
    await user.keyboard(' ');
    expect(cells[1]!.getAttribute('aria-selected')).toBe('true');
    // Down from the 27th at 09:00: no slot below, so the focus stays.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cells[1]);
    await user.keyboard('{ArrowLeft}{ArrowDown}');
    expect(document.activeElement).toBe(cells[2]);
    await user.keyboard('{Enter}');
    expect(cells[2]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowUp}{End}');
    expect(document.activeElement).toBe(cells[1]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cells[0]);
    expect(states).toEqual([[], [SLOTS[1]!.startsAt]]);
    expect(missing).toEqual([]);
  });
});
