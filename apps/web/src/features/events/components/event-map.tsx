import { useEffect, useRef, useState } from 'react';
import { Anchor, Box, Skeleton, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { loadMapsPlaces } from '../../../lib/maps-loader.ts';
import { useRuntimeConfig } from '../../../lib/session-api/get-config.ts';

/** The OpenStreetMap page centred on a point, with a marker. */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6).replace(/\.?0+$/, '');
  const lon = longitude.toFixed(6).replace(/\.?0+$/, '');
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** What this component needs of the maps script (no type package for it is installed). */
interface MapsApi {
  maps: {
    Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown;
    Marker: new (options: Record<string, unknown>) => unknown;
  };
}

interface EventMapProps {
  latitude: number;
  longitude: number;
  name: string;
}

export function OpenStreetMapLink({ latitude, longitude }: { latitude: number; longitude: number }) {
  const { t } = useTranslation('events');
  return (
    <Anchor href={openStreetMapUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer" c="blue.8" size="sm">
      <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {t('venue.openOsm')}
      <span className="sr-only"> {t('share.newTab')}</span>
    </Anchor>
  );
}

/**
 * A map of the venue when the runtime config has a maps key; otherwise (or when the script fails)
 * the OpenStreetMap link.
 */
export function EventMap({ latitude, longitude, name }: EventMapProps) {
  const { t, i18n } = useTranslation('events');
  const config = useRuntimeConfig();
  const key = config.data?.mapsKey ?? null;
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const loading = loadMapsPlaces(key, i18n.language);
    loading?.then(
      () => {
        const api = (window as unknown as { google?: MapsApi }).google;
        if (cancelled || !element.current || !api) return;
        const position = { lat: latitude, lng: longitude };
        const map = new api.maps.Map(element.current, { center: position, zoom: 15, streetViewControl: false, mapTypeControl: false });
        new api.maps.Marker({ position, map, title: name });
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [key, latitude, longitude, name, i18n.language]);

  if (config.isPending) return <Skeleton height={24} width={200} />;
  if (!key || state === 'failed') {
    return (
      <Box>
        {state === 'failed' ? (
          <Text size="sm" c="dimmed" mb={4}>
            {t('venue.mapFailed')}
          </Text>
        ) : null}
        <OpenStreetMapLink latitude={latitude} longitude={longitude} />
      </Box>
    );
  }
  return (
    <Box pos="relative">
      {state === 'loading' ? <Skeleton height={240} radius="md" pos="absolute" inset={0} aria-label={t('venue.mapLoading')} /> : null}
      <Box ref={element} h={240} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} role="region" aria-label={t('venue.mapLabel', { name })} />
    </Box>
  );
}
