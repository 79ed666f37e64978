import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrganizerSummary } from '@fairhub/shared/organizers';
import type { VenueSummary } from '@fairhub/shared/venues';
import { OrganizerCard } from './organizer-card.tsx';
import { PersonCard } from './person-card.tsx';
import { VenueCard } from './venue-card.tsx';
import { renderDirectoryElement } from './directory-test-utils.tsx';

const country = { id: 616, code: 'PL', name: 'Poland' };

const venue: VenueSummary = {
  uid: 'v1abc',
  slug: 'amber-expo',
  name: 'Amber Expo',
  address: 'Żaglowa 11',
  city: 'Gdańsk',
  country,
  capacity: 12000,
  photo: null,
  upcomingEventCount: 3,
};

const organizer: OrganizerSummary = {
  uid: 'o1abc',
  slug: 'baltic-expo',
  name: 'Baltic Expo Center',
  city: 'Gdynia',
  country,
  description: 'Trade fairs on the Baltic coast.',
  isOrganizer: true,
  codes: [
    { code: '82.30', level: 4, name: 'Organisation of conventions and trade shows' },
    { code: '25', level: 2, name: 'Manufacture of fabricated metal products' },
    { code: 'C', level: 1, name: 'Manufacturing' },
  ],
  upcomingEventCount: 1,
};

describe('directory cards', () => {
  it('a venue card links its name to the venue and shows place, capacity and coming events', async () => {
    const { missing } = await renderDirectoryElement(<VenueCard venue={venue} />);
    const link = screen.getByRole('link', { name: 'Amber Expo' });
    expect(link).toHaveAttribute('href', '/venues/v1abc');
    expect(screen.getByRole('heading', { level: 3, name: 'Amber Expo' })).toBeInTheDocument();
    expect(screen.getByText('Żaglowa 11')).toBeInTheDocument();
    expect(screen.getByText('Gdańsk, Poland')).toBeInTheDocument();
    expect(screen.getByText('Up to 12,000 people')).toBeInTheDocument();
    expect(screen.getByText('3 coming events')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(missing).toEqual([]);
  });

  it('a venue card shows its photo, and no capacity line when the capacity is unknown, in Polish', async () => {
    const { missing } = await renderDirectoryElement(
      <VenueCard venue={{ ...venue, photo: '/media/amber.jpg', capacity: null, upcomingEventCount: 0 }} headingOrder={2} />,
      {
        language: 'pl',
      },
    );
    expect(document.querySelector('img')).toHaveAttribute('src', '/media/amber.jpg');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Amber Expo');
    expect(screen.queryByText(/osób/)).toBeNull();
    expect(screen.getByText('Brak nadchodzących wydarzeń')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('an organizer card shows the badge, the first two codes with a count of the rest, and the description', async () => {
    const { missing } = await renderDirectoryElement(<OrganizerCard organizer={organizer} />);
    expect(screen.getByRole('link', { name: 'Baltic Expo Center' })).toHaveAttribute('href', '/organizers/o1abc');
    const codes = screen.getByRole('group', { name: 'Activities' });
    expect(within(codes).getByText('Organizer')).toBeInTheDocument();
    expect(within(codes).getByText('82.30 Organisation of conventions and trade shows')).toBeInTheDocument();
    expect(within(codes).getByText('25 Manufacture of fabricated metal products')).toBeInTheDocument();
    expect(within(codes).queryByText(/Manufacturing/)).toBeNull();
    expect(within(codes).getByText('+1 more')).toBeInTheDocument();
    expect(screen.getByText('Trade fairs on the Baltic coast.')).toBeInTheDocument();
    expect(screen.getByText('1 coming event')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('an exhibitor without codes has no badge group; Polish plurals', async () => {
    await renderDirectoryElement(<OrganizerCard organizer={{ ...organizer, isOrganizer: false, codes: [], description: null, upcomingEventCount: 5 }} />, {
      language: 'pl',
    });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText('Organizator')).toBeNull();
    expect(screen.getByText('5 nadchodzących wydarzeń')).toBeInTheDocument();
  });

  it('a person card links to the public profile and says where the person works', async () => {
    const { missing } = await renderDirectoryElement(
      <PersonCard
        person={{
          uid: 'p1abc',
          firstName: 'Anna',
          lastName: 'Nowak',
          jobTitle: 'Sales director',
          company: { uid: 'o1abc', slug: 'baltic', name: 'Baltic Expo' },
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Anna Nowak' })).toHaveAttribute('href', '/people/p1abc');
    expect(screen.getByText('Sales director at Baltic Expo')).toBeInTheDocument();
    expect(missing).toEqual([]);
  });
});
