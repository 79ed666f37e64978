import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { COUNTRY_BOXES } from './country-boxes.ts';
import { wrapLongitude } from './coordinates.ts';
import type { MapPickerProps } from './types.ts';

/** Zoom for a typed or picked point: a few streets around it. */
const POINT_ZOOM = 15;
const WORLD_VIEW = { center: [30, 10] as L.LatLngTuple, zoom: 1 };

const pin = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Where the map looks when there is no point: the country's mainland, else the world. */
function showCountryOrWorld(map: L.Map, countryId: number | null) {
  const box = countryId === null ? undefined : COUNTRY_BOXES[countryId];
  if (box) {
    map.fitBounds(
      [
        [box[0], box[1]],
        [box[2], box[3]],
      ],
      { animate: false, maxZoom: 9 },
    );
  } else {
    map.setView(WORLD_VIEW.center, WORLD_VIEW.zoom, { animate: false });
  }
}

/**
 * A Leaflet map of raster tiles with one draggable marker: a click or a drag calls `onPick` with
 * the point; the `position` prop (the typed fields) moves the marker back, so the two stay in step.
 * Loaded lazily (index.tsx): Leaflet and its CSS never reach a page without a configured map.
 */
export default function MapPicker({ tiles, position, countryId, label, describedBy, zoomInLabel, zoomOutLabel, onPick }: MapPickerProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  const viewed = useRef(false);
  const shownCountry = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  // The map, made once; texts and tiles do not change while the dialog is open.
  useEffect(() => {
    if (!element.current) return;
    // No wheel zoom (the dialog scrolls) and no double-click zoom (its first click would move the marker).
    const instance = L.map(element.current, {
      zoomControl: false,
      attributionControl: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      worldCopyJump: true,
    });
    L.control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(instance);
    L.control.attribution({ prefix: false }).addTo(instance);
    L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19, minZoom: 1 }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) => pick.current({ lat: event.latlng.lat, lng: wrapLongitude(event.latlng.lng) }));
    map.current = instance;
    // The dialog opens with a transition and resizes with the window: Leaflet measures its box again.
    const resize = new ResizeObserver(() => instance.invalidateSize({ pan: false }));
    resize.observe(element.current);
    return () => {
      resize.disconnect();
      instance.remove();
      map.current = null;
      marker.current = null;
      viewed.current = false;
      shownCountry.current = undefined;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles.url, tiles.attribution]);

  // The marker follows the typed point. The view is set once (the point, else the country, else the
  // world), follows a newly chosen country while there is no point, and otherwise moves only to
  // bring a typed point into sight, so a click or a drag never jumps the map.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const countryChanged = shownCountry.current !== countryId;
    shownCountry.current = countryId;
    if (!position) {
      marker.current?.remove();
      marker.current = null;
      if (!viewed.current || countryChanged) showCountryOrWorld(instance, countryId);
      viewed.current = true;
      return;
    }
    const point = L.latLng(position.lat, position.lng);
    if (!marker.current) {
      marker.current = L.marker(point, { icon: pin, draggable: true, keyboard: false, alt: '' }).addTo(instance);
      marker.current.on('dragend', () => {
        const moved = marker.current?.getLatLng();
        if (moved) pick.current({ lat: moved.lat, lng: wrapLongitude(moved.lng) });
      });
    } else {
      marker.current.setLatLng(point);
    }
    if (!viewed.current) instance.setView(point, POINT_ZOOM, { animate: false });
    else if (!instance.getBounds().contains(point)) instance.panTo(point, { animate: false });
    viewed.current = true;
  }, [position?.lat, position?.lng, countryId]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div ref={element} role="region" aria-label={label} aria-describedby={describedBy} data-testid="venue-map" style={{ width: '100%', height: '100%' }} />
  );
}
