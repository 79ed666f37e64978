import { useEffect, useRef, useState } from 'react';
import { Anchor, Box, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loadMapsPlaces } from '../../lib/maps-loader.ts';
import { useRuntimeConfig } from '../../lib/api/config.ts';

export interface PlaceMapProps {
  latitude: number | null;
  longitude: number | null;
  name: string;
  /** The lines of the address as they should be read, e.g. street, then "City, Country". */
  address: string[];
}

const MAP_HEIGHT = 280;
const MAP_ZOOM = 15;

export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}

/** The little of the Google Maps JavaScript API this component uses. */
interface GoogleMapsApi {
  importLibrary?: (name: string) => Promise<Record<string, unknown>>;
  Map?: unknown;
  Marker?: unknown;
}
type MapConstructor = new (element: HTMLElement, options: Record<string, unknown>) => unknown;
type MarkerConstructor = new (options: Record<string, unknown>) => unknown;

async function drawMap(element: HTMLElement, latitude: number, longitude: number, title: string): Promise<void> {
  const api = (window as unknown as { google?: { maps?: GoogleMapsApi } }).google?.maps;
  if (!api) throw new Error('The maps script did not define google.maps');
  const mapsLibrary = api.importLibrary ? await api.importLibrary('maps') : api;
  const markerLibrary = api.importLibrary ? await api.importLibrary('marker') : api;
  const MapClass = mapsLibrary.Map as MapConstructor | undefined;
  const MarkerClass = markerLibrary.Marker as MarkerConstructor | undefined;
  if (!MapClass || !MarkerClass) throw new Error('The maps library has no Map or Marker');
  const position = { lat: latitude, lng: longitude };
  const map = new MapClass(element, { center: position, zoom: MAP_ZOOM, mapTypeControl: false, streetViewControl: false });
  new MarkerClass({ position, map, title });
}

function GoogleMap({
  mapsKey,
  latitude,
  longitude,
  name,
  onFailure,
}: {
  mapsKey: string;
  latitude: number;
  longitude: number;
  name: string;
  onFailure: () => void;
}) {
  const { t, i18n } = useTranslation('directory');
  const element = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const loading = loadMapsPlaces(mapsKey, i18n.language);
    if (!loading) return;
    loading
      .then(() => (element.current && !cancelled ? drawMap(element.current, latitude, longitude, name) : undefined))
      .then(
        () => {
          if (!cancelled) setReady(true);
        },
        () => {
          if (!cancelled) onFailure();
        },
      );
    return () => {
      cancelled = true;
    };
    // The language the script loads with is fixed at its first load; a change does not redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapsKey, latitude, longitude, name]);

  return (
    <Box pos="relative" h={MAP_HEIGHT} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
      <div ref={element} role="region" aria-label={t('map.label', { name })} style={{ width: '100%', height: '100%' }} />
      {ready ? null : <Skeleton pos="absolute" inset={0} h={MAP_HEIGHT} aria-label={t('map.loading')} role="status" />}
    </Box>
  );
}

/**
 * Where a place is: its address, then a Google map with a marker when the installation has a maps
 * key (and the script loads), otherwise a link to OpenStreetMap. Without coordinates, the address only.
 */
export function PlaceMap({ latitude, longitude, name, address }: PlaceMapProps) {
  const { t } = useTranslation('directory');
  const config = useRuntimeConfig();
  const [mapFailed, setMapFailed] = useState(false);
  const located = latitude !== null && longitude !== null;
  const mapsKey = config.data?.mapsKey ?? null;
  const showMap = located && mapsKey !== null && !mapFailed;
  const showLink = located && !showMap && !config.isPending;

  return (
    <Stack gap="sm">
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text component="address" fs="normal">
          {address.map((line, index) => (
            <span key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </Text>
      </Group>
      {showMap ? <GoogleMap mapsKey={mapsKey} latitude={latitude} longitude={longitude} name={name} onFailure={() => setMapFailed(true)} /> : null}
      {showLink ? (
        <Anchor href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer" size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap" component="span">
            {t('map.openOsm')}
            <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>{t('map.newTab')}</VisuallyHidden>
          </Group>
        </Anchor>
      ) : null}
    </Stack>
  );
}
