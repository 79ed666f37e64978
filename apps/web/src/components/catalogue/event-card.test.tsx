import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { EventCard } from './event-card.tsx';
import { makeEventSummary, renderWithApp } from './event-test-utils.tsx';

const NOW = new Date('2027-03-09T08:00:00Z');
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2009\u202f\u00a0]/g, ' ');

describe('EventCard', () => {
  it('shows title link, dates in the event zone, relative wording, place, organizer, codes and exhibitors', async () => {
    const { missing } = await renderWithApp(<EventCard event={makeEventSummary()} now={NOW} />);
    const link = screen.getByRole('link', { name: 'Baltic Metal Expo 2027' });
    expect(link).toHaveAttribute('href', '/events/ev1/baltic-metal-expo-2027');
    expect(screen.getByRole('heading', { level: 3, name: 'Baltic Metal Expo 2027' })).toBeInTheDocument();
    const time = document.querySelector('time');
    expect(plain(time?.textContent)).toMatch(/^12–14 Mar 2027( CET)?$/);
    expect(time).toHaveAttribute('datetime', '2027-03-12T08:00:00.000Z');
    expect(screen.getByText('in 3 days')).toBeInTheDocument();
    expect(screen.getByText('Gdańsk, Poland')).toBeInTheDocument();
    expect(screen.getByText('Organized by Baltic Expo Center')).toBeInTheDocument();
    const codes = screen.getByRole('group', { name: 'Activities' });
    expect(within(codes).getByText('25 Manufacture of fabricated metal products')).toBeInTheDocument();
    expect(screen.getByText('12 exhibitors')).toBeInTheDocument();
    expect(screen.getByTestId('event-cover-fallback')).toHaveTextContent('12');
    expect(screen.queryByText('Cancelled')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('shows the cover image as decoration when there is one', async () => {
    await renderWithApp(<EventCard event={makeEventSummary({ coverImage: '/covers/expo.jpg' })} now={NOW} />);
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('src', '/covers/expo.jpg');
    expect(image).toHaveAttribute('alt', '');
    expect(screen.queryByTestId('event-cover-fallback')).toBeNull();
  });

  it('says Online, caps the codes at three and flags a cancelled event', async () => {
    const event = makeEventSummary({
      online: true,
      city: null,
      country: null,
      venue: null,
      status: 'cancelled',
      exhibitorCount: 0,
      codes: ['A', 'B', 'C', 'D', 'E'].map((code) => ({ code, level: 1, name: `Section ${code}` })),
    });
    await renderWithApp(<EventCard event={event} now={NOW} />);
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    const codes = screen.getByRole('group', { name: 'Activities' });
    expect(within(codes).getAllByText(/^[A-E] Section/)).toHaveLength(3);
    expect(within(codes).getByText('+2 more')).toBeInTheDocument();
    expect(screen.queryByText(/exhibitor/)).toBeNull();
  });

  it('says "now on" while the event runs', async () => {
    await renderWithApp(<EventCard event={makeEventSummary()} now={new Date('2027-03-13T10:00:00Z')} />);
    expect(screen.getByText('Now on')).toBeInTheDocument();
  });

  it('counts from the end once it is over, with a Finished badge', async () => {
    await renderWithApp(<EventCard event={makeEventSummary({ status: 'finished' })} now={new Date('2027-05-14T16:00:00Z')} />);
    expect(screen.getByText('2 months ago')).toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    const { missing } = await renderWithApp(<EventCard event={makeEventSummary({ exhibitorCount: 5 })} now={NOW} />, { language: 'pl' });
    expect(plain(document.querySelector('time')?.textContent)).toMatch(/^12–14 mar 2027( CET)?$/);
    expect(screen.getByText('za 3 dni')).toBeInTheDocument();
    expect(screen.getByText('Organizator: Baltic Expo Center')).toBeInTheDocument();
    expect(screen.getByText('5 wystawców')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
