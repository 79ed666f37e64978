import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../lib/test-fetch.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { makeNotifications, makeStats, renderDashboard, signInMember } from '../test-utils.tsx';
import { DASHBOARD_NOTIFICATIONS, DashboardPage, NotificationsFocusPage } from './dashboard-page.tsx';

let scrolledTo: Element[];

// The charts are a lazy chunk (the chart library): load it once up front, so that on a busy machine
// the first test does not spend its waiting time importing it.
beforeAll(async () => {
  await import('../components/company-charts.tsx');
}, 60_000);

beforeEach(() => {
  signInMember();
  scrolledTo = [];
  // The test DOM has no layout and no scrollIntoView
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this);
  });
});

afterEach(() => {
  useSessionStore.getState().clearSession();
  document.title = '';
});

function api(notificationCount: number) {
  return mockFetch((path) => {
    if (path === 'companies/mine/stats') return { status: 200, body: makeStats({ views: { 0: 2 }, products: { draft: 1, published: 0 } }) };
    if (path === 'notifications') return { status: 200, body: { items: makeNotifications(notificationCount), unread: Math.ceil(notificationCount / 2) } };
    return { status: 404 };
  });
}

/** The page's sections (h2 headings) in the order they are shown. */
const sectionOrder = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('DashboardPage', { timeout: 30_000 }, () => {
  it('/panel: counters, then the charts, then the latest notifications with a link to all of them', async () => {
    api(12);
    const { missing } = await renderDashboard(<DashboardPage />);
    expect(await screen.findByRole('region', { name: 'Company page views' })).toBeInTheDocument();
    const notifications = screen.getByRole('region', { name: 'Latest notifications' });
    await waitFor(() => expect(within(notifications).getAllByRole('listitem')).toHaveLength(DASHBOARD_NOTIFICATIONS));
    expect(within(notifications).getByText('Person 1 accepted your invitation and joined Nordic Metalworks.')).toBeInTheDocument();
    expect(within(notifications).queryByText(/^Person 6 /)).toBeNull();
    expect(within(notifications).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/panel/notifications');
    expect(notifications).not.toHaveAttribute('data-highlighted');
    expect(sectionOrder()).toEqual(['At a glance', 'Your company in numbers', 'Latest notifications']);
    expect(scrolledTo).toEqual([]);
    expect(document.title).toMatch(/^Dashboard/);
    expect(missing).toEqual([]);
  });

  it('/panel: no link to more notifications when every one is shown', async () => {
    api(3);
    await renderDashboard(<DashboardPage />);
    const notifications = screen.getByRole('region', { name: 'Latest notifications' });
    await waitFor(() => expect(within(notifications).getAllByRole('listitem')).toHaveLength(3));
    expect(within(notifications).queryByRole('link', { name: 'See all notifications' })).toBeNull();
  });

  it('/panel/notifications: the notifications right after the counters, outlined, all of them, scrolled to and focused', async () => {
    api(12);
    const { missing } = await renderDashboard(<NotificationsFocusPage />, { path: '/panel/notifications' });
    const notifications = screen.getByRole('region', { name: 'Latest notifications' });
    await waitFor(() => expect(within(notifications).getAllByRole('listitem')).toHaveLength(12));
    expect(within(notifications).queryByRole('link', { name: 'See all notifications' })).toBeNull();
    expect(notifications).toHaveAttribute('data-highlighted', 'true');
    const heading = within(notifications).getByRole('heading', { level: 2, name: 'Latest notifications' });
    expect(scrolledTo).toContain(notifications);
    expect(heading).toHaveFocus();
    expect(sectionOrder()).toEqual(['At a glance', 'Latest notifications', 'Your company in numbers']);
    // the charts are still there, below
    expect(await screen.findByRole('region', { name: 'Company page views' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Notifications/);
    expect(missing).toEqual([]);
  });
});
