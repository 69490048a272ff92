import type { PhotoUploadResponse } from '@app/contract';
import type { PhotoKind } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { applicationQuery } from './get-application';

/** Sends the photo bytes as the body (image/jpeg or image/png); the server checks and re-encodes them. */
export function uploadPhoto(kind: PhotoKind, photo: Blob) {
  return apiRequest<PhotoUploadResponse>(`/api/v1/application/photos/${kind}`, {
    method: 'POST',
    file: photo,
  });
}

export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, photo }: { kind: PhotoKind; photo: Blob }) => uploadPhoto(kind, photo),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationQuery.queryKey }),
  });
}
