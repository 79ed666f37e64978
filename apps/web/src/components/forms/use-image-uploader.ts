import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@fairhub/shared/statuses';
import type { ImageRef } from '@fairhub/shared/uploads';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessageKey } from '../../lib/problem-messages.ts';
import { localImageProblem, uploadImage } from '../../lib/upload-image.ts';
import { useValidationMessage } from '../../lib/use-validation-message.ts';

/**
 * Uploads one file at a time for an image field: checks it locally first, tracks progress, and
 * keeps the sentence to show when it fails. Leaving the page cancels a running upload.
 */
export function useImageUploader(kind: UploadKind) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<ImageRef | null> => {
      setError(null);
      const problem = localImageProblem(file);
      if (problem) {
        setError(message(problem) ?? null);
        return null;
      }
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress(0);
      try {
        const uploaded = await uploadImage(kind, file, setProgress, current.signal);
        return { uid: uploaded.uid, url: uploaded.url };
      } catch (cause) {
        if (cause instanceof DOMException && cause.name === 'AbortError') return null;
        const fieldCode = isApiError(cause) ? cause.fieldErrors[0]?.code : undefined;
        setError(fieldCode ? (message(fieldCode) ?? null) : t(errorMessageKey(cause)));
        return null;
      } finally {
        if (controller.current === current) setProgress(null);
      }
    },
    [kind, message, t],
  );

  return { upload, progress, error, uploading: progress !== null };
}
