/** The maps-places script, loaded with a callback only when the runtime config has a maps key. */
export const MAPS_CALLBACK = '__fairhubMapsReady';
const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

let loading: Promise<void> | null = null;

export function mapsScriptUrl(key: string, language: string): string {
  const params = new URLSearchParams({ key, libraries: 'places', callback: MAPS_CALLBACK, language, loading: 'async' });
  return `${MAPS_SCRIPT_URL}?${params.toString()}`;
}

/** Resolves when the script has called back; rejects when it fails to load; null without a key. */
export function loadMapsPlaces(key: string | null, language = 'en'): Promise<void> | null {
  if (!key) return null;
  loading ??= new Promise<void>((resolve, reject) => {
    const callbacks = window as unknown as Record<string, unknown>;
    callbacks[MAPS_CALLBACK] = () => {
      delete callbacks[MAPS_CALLBACK];
      resolve();
    };
    const script = document.createElement('script');
    script.src = mapsScriptUrl(key, language);
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The maps script could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function resetMapsLoaderForTests(): void {
  loading = null;
}
