import type { RuntimeConfig } from '@fairhub/shared/runtime-config';
import type { LatLng } from './coordinates.ts';

export interface MapPickerProps {
  /** The configured raster tiles (GET config's `mapTiles`). */
  tiles: NonNullable<RuntimeConfig['mapTiles']>;
  /** The point the typed fields hold, or null while they hold none. */
  position: LatLng | null;
  /** Shown while there is no point (ISO 3166-1 numeric, as GET countries gives ids). */
  countryId: number | null;
  /** The map's accessible name. */
  label: string;
  /** The id of the sentence that tells keyboard users to type the coordinates instead. */
  describedBy: string;
  zoomInLabel: string;
  zoomOutLabel: string;
  onPick: (position: LatLng) => void;
}
