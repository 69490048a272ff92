import type { DocumentKindName } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Records that the borrower opened a document; signing needs all three. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, kind }: { orderId: string; kind: DocumentKindName }) =>
      apiRequest<void>(`/api/v1/orders/${encodeURIComponent(orderId)}/documents/${kind}/read`, {
        method: 'POST',
        quiet: true,
      }),
    onSuccess: (_nothing, { orderId }) =>
      client.invalidateQueries({ queryKey: ['orders', orderId, 'documents'] }),
  });
}
