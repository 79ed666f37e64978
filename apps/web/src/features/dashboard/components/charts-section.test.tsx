import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import enCommon from '../../../locales/en/common.json';
import { mockFetch } from '../../../lib/test-fetch.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { makeStats, renderDashboard, signInMember } from '../test-utils.tsx';
import { ChartsSection } from './charts-section.tsx';

/** The test DOM lays nothing out: give every element a size so recharts draws its SVG. */
function giveElementsASize() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 640,
    height: 200,
    top: 0,
    left: 0,
    right: 640,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  } as DOMRect);
}

// The charts are a lazy chunk (the chart library): load it once up front, so that on a busy machine
// the first test does not spend its waiting time importing it.
beforeAll(async () => {
  await import('./company-charts.tsx');
}, 60_000);

beforeEach(() => {
  signInMember();
  giveElementsASize();
});

afterEach(() => {
  useSessionStore.getState().clearSession();
});

const stats = makeStats({
  views: { 0: 5, 1: 12, 7: 3 },
  products: { draft: 2, published: 4 },
  offers: { draft: 1, active: 3, closed: 0, expired: 2 },
});

describe('ChartsSection', { timeout: 30_000 }, () => {
  it('draws the page views and the products and offers per status from the API answer', async () => {
    const { calls } = mockFetch((path) => (path === 'companies/mine/stats' ? { status: 200, body: stats } : { status: 404 }));
    const { missing } = await renderDashboard(<ChartsSection />);

    const views = await screen.findByRole('region', { name: 'Company page views' });
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-dash');
    // the total, and the text alternative: a summary and every day in a table
    expect(within(views).getByText('20')).toBeInTheDocument();
    expect(within(views).getByText('views')).toBeInTheDocument();
    expect(within(views).getByText(/20 in total; the busiest day was 29 March 2026 \(12\)/)).toBeInTheDocument();
    const table = within(views).getByRole('table', { name: 'Views of your company page per day, last 30 days' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['1 March 2026', '0']);
    expect(rows[22]).toEqual(['23 March 2026', '3']);
    expect(rows[28]).toEqual(['29 March 2026', '12']);
    expect(rows[29]).toEqual(['30 March 2026', '5']);
    // the chart itself: hidden from screen readers, one area over the 30 days, dates on the axis
    const chart = within(views).getByTestId('page-views-chart');
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(chart.querySelector('.recharts-area-area')).not.toBeNull());
    expect(chart.querySelectorAll('.recharts-area')).toHaveLength(1);
    // nothing in it takes keyboard focus (axe: aria-hidden-focus)
    expect(chart.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    // the axes: dates from the answer along the bottom, the busiest day's count at the top of the scale
    const tickTexts = (axis: string) =>
      [...chart.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)].map((tick) =>
        [...tick.querySelectorAll('tspan')].map((span) => span.textContent).join(' '),
      );
    await waitFor(() => expect(tickTexts('xAxis')).toContain('30 Mar'));
    expect(tickTexts('yAxis')).toContain('12');
    expect(within(views).getByRole('link', { name: 'Open your company page' })).toHaveAttribute('href', '/organizers/co1');

    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByText('6 products')).toBeInTheDocument();
    const productLegend = within(products).getByRole('list', { name: 'Products by status' });
    expect(
      within(productLegend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Draft2', 'Published4']);
    const productChart = within(products).getByTestId('products-chart');
    expect(productChart).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(productChart.querySelectorAll('.recharts-pie-sector')).toHaveLength(2));
    expect(productChart).toHaveTextContent('6');
    expect(productChart.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);

    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByText('6 offers')).toBeInTheDocument();
    expect(
      within(within(offers).getByRole('list', { name: 'Offers by status' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Draft1', 'Active3', 'Closed0', 'Expired2']);
    // a status without any offer has no segment
    await waitFor(() => expect(within(offers).getByTestId('offers-chart').querySelectorAll('.recharts-pie-sector')).toHaveLength(3));
    expect(missing).toEqual([]);
  });

  it('says how to fill each chart when there is nothing to show', async () => {
    mockFetch(() => ({ status: 200, body: makeStats() }));
    const { missing } = await renderDashboard(<ChartsSection />);

    const views = await screen.findByRole('region', { name: 'Company page views' });
    expect(within(views).getByText('No views in the last 30 days')).toBeInTheDocument();
    expect(within(views).getByRole('link', { name: 'Share your company page' })).toHaveAttribute('href', '/organizers/co1');
    expect(within(views).queryByTestId('page-views-chart')).toBeNull();
    expect(within(views).queryByRole('table')).toBeNull();

    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByText('No products yet')).toBeInTheDocument();
    expect(within(products).getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/panel/products/new');
    expect(within(products).queryByTestId('products-chart')).toBeNull();

    const offers = screen.getByRole('region', { name: 'Offers' });
    expect(within(offers).getByText('No offers yet')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'Add an offer' })).toHaveAttribute('href', '/panel/offers/new');
    expect(missing).toEqual([]);
  });

  it('shows one empty chart beside the others that have data', async () => {
    mockFetch(() => ({ status: 200, body: makeStats({ views: { 2: 1 }, offers: { draft: 0, active: 0, closed: 1, expired: 0 } }) }));
    await renderDashboard(<ChartsSection />);
    const views = await screen.findByRole('region', { name: 'Company page views' });
    expect(within(views).getByText('view')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Products' })).getByRole('link', { name: 'Add a product' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Offers' })).getByText('1 offer')).toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with a retry that loads the charts', async () => {
    let answer: () => { status: number; body?: unknown } = () => ({
      status: 500,
      body: { type: 'about:blank', title: 'Server error', status: 500, detail: 'boom' },
    });
    const { calls } = mockFetch(() => answer());
    const { container } = await renderDashboard(<ChartsSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the charts…');
    expect(container.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(0);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(enCommon.errors.server);
    expect(screen.queryByRole('region', { name: 'Company page views' })).toBeNull();

    answer = () => ({ status: 200, body: stats });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Company page views' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('speaks Polish, with Polish plurals and dates', async () => {
    mockFetch(() => ({ status: 200, body: makeStats({ views: { 0: 22 }, products: { draft: 0, published: 5 } }) }));
    const { missing } = await renderDashboard(<ChartsSection />, { language: 'pl' });
    const views = await screen.findByRole('region', { name: 'Wyświetlenia strony firmy' });
    expect(within(views).getByText('wyświetlenia')).toBeInTheDocument();
    expect(within(views).getByText(/najwięcej 30 marca 2026 \(22\)/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Produkty' })).getByText('5 produktów')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Oferty' })).getByRole('link', { name: 'Dodaj ofertę' })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
