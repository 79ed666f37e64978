import { lazy, Suspense } from 'react';
import { Box, Skeleton } from '@mantine/core';
import type { MapPickerProps } from './types.ts';

export type { MapPickerProps } from './types.ts';
export { pickedText, typedPosition, type LatLng } from './coordinates.ts';

// Leaflet, its CSS and the country boxes are one chunk, fetched only when a form shows the map.
const MapPicker = lazy(() => import('./map-picker.tsx'));

/**
 * A map to pick a point on, for forms with typed latitude and longitude (which stay the way to
 * set it by keyboard): render it only when GET config has `mapTiles`.
 */
export function LazyMapPicker({ loadingLabel, ...props }: MapPickerProps & { loadingLabel: string }) {
  return (
    <Box h={{ base: 220, xs: 280 }} pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', isolation: 'isolate' }}>
      <Suspense fallback={<Skeleton h="100%" role="status" aria-label={loadingLabel} />}>
        <MapPicker {...props} />
      </Suspense>
    </Box>
  );
}
