import { useMutation } from '@tanstack/react-query';
import { authDownload } from '../auth-client.ts';
import { saveBlob } from '../file-download.ts';

/** GET profile/export — the user's data as a JSON file, saved under the name the server gives. */
export async function downloadExport(): Promise<string> {
  const { blob, filename } = await authDownload('profile/export', { headers: { Accept: 'application/json' } });
  const name = filename ?? `fairhub-data-${new Date().toISOString().slice(0, 10)}.json`;
  saveBlob(blob, name);
  return name;
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
