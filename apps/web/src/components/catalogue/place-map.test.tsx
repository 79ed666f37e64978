import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../lib/test-fetch.ts';
import { MAPS_CALLBACK, resetMapsLoaderForTests } from '../../lib/maps-loader.ts';
import { PlaceMap } from './place-map.tsx';
import { renderDirectoryElement } from './directory-test-utils.tsx';

const config = (mapsKey: string | null) => ({
  clientId: 'fairhub-web',
  clientSecret: 'x',
  version: '0.2',
  releaseStage: 'prod',
  build: 'test',
  restrictionFlag: '0',
  mapsKey,
  mapTiles: null,
  errorReportingKey: null,
  showOutbox: false,
  pushPublicKey: null,
});

const place = { latitude: 54.3794, longitude: 18.6046, name: 'Amber Expo', address: ['Żaglowa 11', 'Gdańsk, Poland'] };

afterEach(() => {
  resetMapsLoaderForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as unknown as { google?: unknown }).google;
});

describe('PlaceMap', () => {
  it('without a maps key shows the address and an OpenStreetMap link, and loads no script', async () => {
    mockFetch((path) => (path === 'config' ? { status: 200, body: config(null) } : { status: 404 }));
    await renderDirectoryElement(<PlaceMap {...place} />);
    const link = await screen.findByRole('link', { name: /Open in OpenStreetMap/ });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=54.3794&mlon=18.6046#map=16/54.3794/18.6046');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Żaglowa 11').closest('address')).toHaveTextContent('Żaglowa 11Gdańsk, Poland');
    expect(document.head.querySelector('script[src*="maps.googleapis.com"]')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('without coordinates shows the address only', async () => {
    mockFetch((path) => (path === 'config' ? { status: 200, body: config(null) } : { status: 404 }));
    await renderDirectoryElement(<PlaceMap {...place} latitude={null} longitude={null} />);
    await waitFor(() => expect(screen.getByText('Gdańsk, Poland')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('with a maps key loads the script and draws a map with a marker at the place', async () => {
    mockFetch((path) => (path === 'config' ? { status: 200, body: config('maps-key-1') } : { status: 404 }));
    const maps: { element: HTMLElement; options: unknown }[] = [];
    const markers: unknown[] = [];
    class FakeMap {
      constructor(element: HTMLElement, options: unknown) {
        maps.push({ element, options });
      }
    }
    class FakeMarker {
      constructor(options: unknown) {
        markers.push(options);
      }
    }
    await renderDirectoryElement(<PlaceMap {...place} />);
    const region = await screen.findByRole('region', { name: 'Map showing Amber Expo' });
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');
    expect(script?.src).toContain('key=maps-key-1');
    (window as unknown as { google: unknown }).google = {
      maps: { importLibrary: vi.fn(async (name: string) => (name === 'maps' ? { Map: FakeMap } : { Marker: FakeMarker })) },
    };
    await act(async () => (window as unknown as Record<string, () => void>)[MAPS_CALLBACK]!());
    await waitFor(() => expect(markers).toHaveLength(1));
    expect(maps).toHaveLength(1);
    expect(maps[0]!.element).toBe(region);
    expect(maps[0]!.options).toMatchObject({ center: { lat: 54.3794, lng: 18.6046 } });
    expect(markers[0]).toMatchObject({ position: { lat: 54.3794, lng: 18.6046 }, title: 'Amber Expo' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading the map' })).toBeNull());
    expect(screen.queryByRole('link', { name: /OpenStreetMap/ })).toBeNull();
  });

  it('falls back to the OpenStreetMap link when the maps script fails to load', async () => {
    mockFetch((path) => (path === 'config' ? { status: 200, body: config('maps-key-2') } : { status: 404 }));
    await renderDirectoryElement(<PlaceMap {...place} />, { language: 'pl' });
    await screen.findByRole('region', { name: 'Mapa: Amber Expo' });
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');
    await act(async () => script!.onerror!(new Event('error')));
    expect(await screen.findByRole('link', { name: /Otwórz w OpenStreetMap/ })).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
