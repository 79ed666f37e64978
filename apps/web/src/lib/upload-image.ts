import { API_BASE } from '@fairhub/shared/constants';
import type { UploadKind } from '@fairhub/shared/statuses';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES, type Upload } from '@fairhub/shared/uploads';
import { ApiError, errorFromBody } from './api-error.ts';
import { shouldLogoutOn } from './auth-client.ts';
import { currentLanguage } from './language.ts';
import { logout } from './session-actions.ts';
import { getAccessToken } from './session-store.ts';

/** The validation code of a file the server would refuse anyway, checked before sending it. */
export function localImageProblem(file: File): 'upload_type' | 'upload_too_large' | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'upload_too_large';
  if (file.type && !(UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'upload_type';
  return null;
}

/**
 * POST uploads with the bearer token. XMLHttpRequest rather than fetch: only it reports upload
 * progress. The same 401/403 rule as every authenticated call applies.
 */
export function uploadImage(kind: UploadKind, file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<Upload> {
  const path = 'uploads';
  const token = getAccessToken();
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  return new Promise<Upload>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/${path}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError({ status: 0, path, message: `Network error calling ${path}` }));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    request.onload = () => {
      let parsed: unknown;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        parsed = null;
      }
      if (request.status >= 200 && request.status < 300) return resolve(parsed as Upload);
      if (shouldLogoutOn(request.status, path) && token !== null && getAccessToken() === token) void logout();
      reject(errorFromBody(request.status, path, parsed, request.getResponseHeader('Retry-After')));
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
