/** A point on the map in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A degree value as typed ("52,4064" the Polish way too); null when blank or not a number. */
function degreesOf(text: string): number | null {
  const trimmed = text
    .trim()
    .replace(',', '.')
    .replace(/[\s\u00a0]/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * The typed latitude and longitude as a point for the map, or null while either is blank, not a
 * number or out of range (the form's own checks say what is wrong; the map just shows no marker).
 */
export function typedPosition(latitude: string, longitude: string): LatLng | null {
  const lat = degreesOf(latitude);
  const lng = degreesOf(longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** A longitude from anywhere on a map that repeats the world sideways, brought into −180…180. */
export function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

function degreesText(value: number): string {
  const text = value.toFixed(6).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

/** A point picked on the map as the form's text: six decimals (about 10 cm), the longitude wrapped. */
export function pickedText(position: LatLng): { latitude: string; longitude: string } {
  const lat = Math.max(-90, Math.min(90, position.lat));
  return { latitude: degreesText(lat), longitude: degreesText(wrapLongitude(position.lng)) };
}
