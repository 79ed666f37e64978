import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { RuntimeConfig } from '@fairhub/shared/runtime-config';
import { resetRuntimeConfigForTests } from '../../../lib/api/config.ts';
import { fakePanelApi, problem, renderPanelRoutes } from '../../../lib/test-panel-app.tsx';
import type { MyVenue } from '@fairhub/shared/my-venues';
import { makeVenue, MY_EVENTS_NAMESPACES, POLAND } from '../test-fixtures.ts';
import { VenueModal } from './venue-modal.tsx';

vi.mock('../../../lib/toasts.ts', () => ({
  notify: { success: vi.fn(() => Promise.resolve()), error: vi.fn(() => Promise.resolve()), info: vi.fn(), warning: vi.fn(), default: vi.fn() },
}));

const TILES = { url: 'https://tiles.example.test/{z}/{x}/{y}.png?key=public', attribution: '© Example Tiles <b>not markup</b>' };

function config(mapTiles: RuntimeConfig['mapTiles']): RuntimeConfig {
  return {
    clientId: 'fairhub-web',
    clientSecret: 'secret',
    version: '0.2',
    releaseStage: 'prod',
    build: 'test',
    restrictionFlag: '0',
    mapsKey: null,
    mapTiles,
    errorReportingKey: null,
    showOutbox: false,
    pushPublicKey: null,
  };
}

async function openVenue(mapTiles: RuntimeConfig['mapTiles'], venue: MyVenue | null = null) {
  fakePanelApi((call) => {
    if (call.method === 'GET' && call.path === 'config') return { status: 200, body: config(mapTiles) };
    if (call.method === 'GET' && call.path === 'countries') return { status: 200, body: [POLAND] };
    return problem(404, 'Not Found');
  });
  await renderPanelRoutes([{ path: '/panel/events', element: <VenueModal venue={venue} onClose={() => {}} /> }], {
    namespaces: MY_EVENTS_NAMESPACES,
    url: '/panel/events',
  });
  return screen.findByRole('dialog', { name: venue ? 'Edit venue' : 'New venue' });
}

beforeEach(() => {
  resetRuntimeConfigForTests();
});

describe('the venue dialog’s map', { timeout: 30_000 }, () => {
  it('is not there without configured map tiles: the coordinates are typed, as before', async () => {
    const dialog = await openVenue(null);
    expect(within(dialog).getByRole('textbox', { name: 'Latitude' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Optional: the latitude and longitude in degrees/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Map for placing the venue' })).not.toBeInTheDocument();
    expect(document.querySelector('.leaflet-container')).toBeNull();
  });

  it('shows the chosen country while no point is typed, and a click on the map fills both fields', async () => {
    const user = userEvent.setup();
    const dialog = await openVenue(TILES);
    const map = await within(dialog).findByRole('region', { name: 'Map for placing the venue' });
    expect(map).toHaveAccessibleDescription(/With a keyboard, type the latitude and longitude/);
    expect(within(dialog).getByText(/click the map or drag the marker/)).toBeInTheDocument();
    // The attribution is text, never markup; zoom buttons carry the dialog's language. Leaflet fills
    // the region in an effect after the region is in the DOM, so wait for it (a busy machine saw the
    // region still empty).
    expect(await within(map).findByText('© Example Tiles <b>not markup</b>')).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(map.querySelector('.leaflet-marker-icon')).toBeNull();

    // With Poland chosen and nothing typed, the map shows Poland: a click (at the map's centre in a
    // page without layout) gives a point inside Poland's mainland box.
    await user.click(within(dialog).getByRole('combobox', { name: /^Country/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Poland' }));
    const latitude = within(dialog).getByRole('textbox', { name: 'Latitude' });
    const longitude = within(dialog).getByRole('textbox', { name: 'Longitude' });
    fireEvent.click(map, { clientX: 0, clientY: 0 });
    await waitFor(() => expect(latitude).not.toHaveValue(''));
    const picked = { lat: Number((latitude as HTMLInputElement).value), lng: Number((longitude as HTMLInputElement).value) };
    expect(picked.lat).toBeGreaterThan(49);
    expect(picked.lat).toBeLessThan(54.8);
    expect(picked.lng).toBeGreaterThan(14.1);
    expect(picked.lng).toBeLessThan(24.1);
    expect(map.querySelector('.leaflet-marker-icon')).not.toBeNull();

    // Emptying a field takes the marker away; the map stays where it is.
    await user.clear(latitude);
    expect(map.querySelector('.leaflet-marker-icon')).toBeNull();
  });

  it('opens on a venue’s own point and follows what is typed, so a click there gives the typed point back', async () => {
    const user = userEvent.setup();
    const dialog = await openVenue(TILES, makeVenue({ latitude: 54.352, longitude: 18.6466 }));
    const map = await within(dialog).findByRole('region', { name: 'Map for placing the venue' });
    // Leaflet draws the marker in an effect after the region is in the DOM.
    await waitFor(() => expect(map.querySelector('.leaflet-marker-icon')).not.toBeNull());
    const latitude = within(dialog).getByRole('textbox', { name: 'Latitude' });
    const longitude = within(dialog).getByRole('textbox', { name: 'Longitude' });
    const clickMapCentre = async () => {
      fireEvent.click(map, { clientX: 0, clientY: 0 });
      await waitFor(() => expect(latitude).not.toHaveValue(''));
      return { lat: Number((latitude as HTMLInputElement).value), lng: Number((longitude as HTMLInputElement).value) };
    };
    const first = await clickMapCentre();
    expect(first.lat).toBeCloseTo(54.352, 4);
    expect(first.lng).toBeCloseTo(18.6466, 4);
    // Another point typed (the Polish way) brings the map there.
    await user.clear(latitude);
    await user.type(latitude, '50,0614');
    await user.clear(longitude);
    await user.type(longitude, '19.9366');
    const second = await clickMapCentre();
    expect(second.lat).toBeCloseTo(50.0614, 3);
    expect(second.lng).toBeCloseTo(19.9366, 3);
  });
});
