import type { PhotoView } from '@app/contract';
import type { PhotoKind } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { downscalePhoto } from '@/lib/photo-capture';
import { useUploadPhoto } from '../api/upload-photo';

export interface SlotState {
  uploading: boolean;
  /** The server's message for a refused photo, or the network's. */
  error: string | null;
  errorCode: string | null;
  /** A local preview of the photo being sent (object URL), until the server's copy shows. */
  preview: string | null;
  /** The photo the server accepted in this visit. */
  photo: PhotoView | null;
}

const EMPTY: SlotState = { uploading: false, error: null, errorCode: null, preview: null, photo: null };

/**
 * Upload state per photo slot; `send` answers whether the server accepted the photo. Uploads of different slots run side by side,
 * so each call awaits its own promise instead of useMutation's shared callbacks.
 */
export function usePhotoUploads() {
  const upload = useUploadPhoto();
  const [slots, setSlots] = useState<Partial<Record<PhotoKind, SlotState>>>({});
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = useCallback((kind: PhotoKind, next: Partial<SlotState>) => {
    setSlots((all) => {
      const before = all[kind] ?? EMPTY;
      if (next.preview !== undefined && before.preview && before.preview !== next.preview) {
        URL.revokeObjectURL(before.preview);
        previews.current.delete(before.preview);
      }
      return { ...all, [kind]: { ...before, ...next } };
    });
  }, []);

  const { mutateAsync } = upload;
  const send = useCallback(
    async (kind: PhotoKind, file: Blob): Promise<boolean> => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      patch(kind, { uploading: true, error: null, errorCode: null, preview });
      try {
        const small = await downscalePhoto(file);
        const result = await mutateAsync({ kind, photo: small });
        setAttemptsLeft(result.attemptsLeftToday);
        patch(kind, { uploading: false, photo: result.photo });
        return true;
      } catch (err) {
        const code = err instanceof ApiError ? err.code : 'INTERNAL';
        const message = err instanceof ApiError && err.message ? err.message : errorText(code);
        if (code === 'DAILY_CHANCES_USED') setAttemptsLeft(0);
        patch(kind, { uploading: false, error: message, errorCode: code, photo: null });
        return false;
      }
    },
    [mutateAsync, patch],
  );

  const slot = useCallback((kind: PhotoKind): SlotState => slots[kind] ?? EMPTY, [slots]);
  return { slot, send, attemptsLeft };
}
