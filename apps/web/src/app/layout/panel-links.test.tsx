import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../lib/session-store.ts';
import { renderRoutes } from '../../lib/test-render.tsx';
import { itemsThatFit, PanelBarLinks } from './panel-links.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderBar({ url = '/panel', language = 'en' as 'en' | 'pl' } = {}) {
  const { missing } = await renderRoutes([{ path: '*', element: <nav aria-label="User panel">{<PanelBarLinks />}</nav> }], {
    url,
    language,
    mantineEnv: 'test',
  });
  return { missing };
}

const AREAS = ['Dashboard', 'Messages', 'Meetings', 'Contacts', 'Events', 'Company', 'Products', 'Offers', 'Notifications', 'Settings'];

describe('itemsThatFit', () => {
  it('takes every item when they all fit, "More" needing no room then', () => {
    expect(itemsThatFit([100, 100, 100], 80, 304, 2)).toBe(3);
  });

  it('keeps room for "More" when they do not all fit', () => {
    // 3 × 100 + 2 gaps = 302 > 300; "More" (80) + 2 + 100 + 2 + 100 = 284 fits, a third would not.
    expect(itemsThatFit([100, 100, 100], 80, 300, 2)).toBe(2);
    expect(itemsThatFit([100, 100, 100], 80, 150, 2)).toBe(0);
  });
});

describe('PanelBarLinks', () => {
  it('without layout (nothing measured) lists every area and no "More"', async () => {
    const { missing } = await renderBar();
    const nav = screen.getByRole('navigation', { name: 'User panel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(AREAS);
    expect(within(nav).queryByRole('button')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(missing).toEqual([]);
  });

  it('shows what is new in red and the contacts, a total, in gray', async () => {
    useSessionStore.getState().setCounts({ messages: 3, contacts: 6 });
    try {
      const { missing } = await renderBar();
      expect(screen.getAllByLabelText('3 new')[0]!.getAttribute('style')).toContain('--mantine-color-red-filled');
      const total = screen.getAllByLabelText('6 in total')[0]!;
      expect(total.getAttribute('style')).toContain('--mantine-color-gray-light');
      expect(total.getAttribute('style')).not.toContain('red');
      expect(missing).toEqual([]);
    } finally {
      useSessionStore.getState().clearSession();
    }
  });

  it('puts the areas that do not fit behind "More", a disclosure marked when the page is among them (Polish)', async () => {
    // Every measured label is 100 px wide and the row 450 px: "More" and three areas fit.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      width: 100,
      height: 30,
      top: 0,
      left: 0,
      right: 100,
      bottom: 30,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    } as DOMRect);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(450);
    const { missing } = await renderBar({ url: '/panel/settings', language: 'pl' });
    const nav = screen.getByRole('navigation', { name: 'User panel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Pulpit', 'Wiadomości', 'Spotkania']);
    const more = within(nav).getByRole('button', { name: 'Więcej' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('data-current');
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kontakty', 'Wydarzenia', 'Firma', 'Produkty', 'Oferty', 'Powiadomienia', 'Ustawienia']);
    expect(within(list).getByRole('link', { name: 'Ustawienia' })).toHaveAttribute('aria-current', 'page');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(missing).toEqual([]);
  });
});
