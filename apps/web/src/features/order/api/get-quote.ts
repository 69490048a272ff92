import type { QuoteView } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { WithdrawChoice } from '../components/choice';

/** The price of one choice. The server stores nothing, so the answer is cached like a read. */
export function quoteQuery(choice: WithdrawChoice) {
  return queryOptions({
    queryKey: ['withdraw', 'quote', choice.amountPaise, choice.termMonths, choice.couponId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<QuoteView>('/api/v1/withdraw/quote', { method: 'POST', body: choice, signal }),
  });
}

/** The quote of `choice`; while the next one loads, the last one stays on screen. */
export function useQuote(choice: WithdrawChoice | null) {
  return useQuery({
    ...quoteQuery(choice ?? { amountPaise: 0, termMonths: 0 }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
  });
}
