import type { LimitOfferView } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { limitOfferQuery } from './get-limit-offer';

export type OfferAnswer = 'accept' | 'decline';

/** Accepts or declines a limit offer; RBI: a higher limit applies only once the borrower accepts. */
export function useAnswerLimitOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: OfferAnswer }) =>
      apiRequest<LimitOfferView>(`/api/v1/offers/${encodeURIComponent(offerId)}/${answer}`, {
        method: 'POST',
      }),
    onSuccess: (offer) => {
      client.setQueryData(limitOfferQuery.queryKey, offer);
      if (offer.state === 'accepted') {
        void client.invalidateQueries({ queryKey: ['home'] });
        void client.invalidateQueries({ queryKey: ['withdraw', 'options'] });
      }
    },
  });
}
