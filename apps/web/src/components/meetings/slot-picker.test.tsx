import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Slot } from '@fairhub/shared/availability';
import { renderPanelRoutes } from '../../lib/test-panel-app.tsx';
import { SlotPicker } from './slot-picker.tsx';

// Warsaw is UTC+1 in November: 09:00, 09:30 on the 26th and 10:00 on the 27th, local time.
const SLOTS: Slot[] = [
  { startsAt: '2026-11-26T08:00:00.000Z', endsAt: '2026-11-26T08:30:00.000Z' },
  { startsAt: '2026-11-26T08:30:00.000Z', endsAt: '2026-11-26T09:00:00.000Z' },
  { startsAt: '2026-11-27T09:00:00.000Z', endsAt: '2026-11-27T09:30:00.000Z' },
];

function Picker({ viewerZone = 'Europe/Warsaw', onChosen }: { viewerZone?: string; onChosen?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <button type="button">Before</button>
      <SlotPicker
        slots={SLOTS}
        timeZone="Europe/Warsaw"
        viewerZone={viewerZone}
        language="en"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChosen?.(next);
        }}
        label="Time"
      />
    </>
  );
}

const render = (element: React.ReactNode) => renderPanelRoutes([{ path: '/', element }], { namespaces: {}, url: '/' });

describe('SlotPicker', () => {
  it('shows the slots by day in the event’s zone, as one radio group', async () => {
    await render(<Picker />);
    const group = await screen.findByRole('radiogroup', { name: 'Time' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Thu 26 November' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Fri 27 November' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['09:00', '09:30', '10:00']);
    expect(screen.getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('is one tab stop; the arrow keys, Home and End move and choose', async () => {
    const chosen: string[] = [];
    await render(<Picker onChosen={(value) => chosen.push(value)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Before' }));
    await user.tab();
    const radios = screen.getAllByRole('radio');
    expect(document.activeElement).toBe(radios[0]);
    // Only one slot is in the tab order: the next Tab leaves the group.
    expect(radios.filter((radio) => radio.tabIndex === 0)).toHaveLength(1);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radios[1]);
    expect(radios[1]!.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radios[2]);
    expect(radios[2]!.getAttribute('aria-checked')).toBe('true');
    expect(radios[1]!.getAttribute('aria-checked')).toBe('false');
    // At the end it stays on the last slot.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radios[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(radios[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(radios[0]);
    await user.keyboard('{End}');
    expect(chosen).toEqual([SLOTS[1]!.startsAt, SLOTS[2]!.startsAt, SLOTS[2]!.startsAt, SLOTS[0]!.startsAt, SLOTS[0]!.startsAt, SLOTS[2]!.startsAt]);
    // The chosen slot is the group's tab stop.
    expect(radios[2]!.tabIndex).toBe(0);
    expect(radios[0]!.tabIndex).toBe(-1);
  });

  it('adds the reader’s own clock when their zone reads another', async () => {
    await render(<Picker viewerZone="Europe/London" />);
    expect((await screen.findAllByRole('radio')).map((radio) => radio.textContent)).toEqual(['09:00 (08:00)', '09:30 (08:30)', '10:00 (09:00)']);
  });
});
