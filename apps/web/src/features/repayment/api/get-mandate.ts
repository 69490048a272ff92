import type { MandateView } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * What the screens read of a mandate. `upiQrSvg`: the QR code of `upiIntent`
 * drawn by the server, as the UPI repayment's (repayment-view.ts qrSvg), when
 * the API sends it; without it the screen offers the intent link alone.
 */
export type MandateScreenView = MandateView & { upiQrSvg?: string | null };

/** The terms a borrower approves, shown before set-up (issue 32: in three languages, before approval). */
export type MandateTerms = Pick<
  MandateView,
  | 'maxAmountPaise'
  | 'accountMasked'
  | 'startDay'
  | 'endDay'
  | 'frequency'
  | 'failedDebitChargePaise'
  | 'upiLimitPaise'
>;

/** Under the order's key, so that whatever refreshes the order (a payment, a debit) refreshes its mandate. */
export const mandateKey = (orderId: string) => ['orders', orderId, 'mandate'] as const;
const mandatePath = (orderId: string) => `/api/v1/orders/${encodeURIComponent(orderId)}/mandate`;

export function mandateQuery(orderId: string) {
  return queryOptions({
    queryKey: mandateKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest<MandateScreenView | null>(mandatePath(orderId), { signal, quiet: true }),
    // the next debit moves with the day, a notice and every payment
    staleTime: 0,
  });
}

/** The order's latest mandate (any state), or null when auto-debit was never set up. */
export function useMandate(orderId: string, { poll = false } = {}) {
  return useQuery({
    ...mandateQuery(orderId),
    // back from the approval page, the gateway's answer may still be on its way
    refetchInterval: (query) => (poll && query.state.data?.state === 'pending' ? 2_000 : false),
  });
}

/** The terms of a mandate for this loan, before one is set up (GET .../mandate/terms). */
export function useMandateTerms(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...mandateKey(orderId), 'terms'],
    queryFn: ({ signal }) => apiRequest<MandateTerms>(`${mandatePath(orderId)}/terms`, { signal }),
    enabled,
  });
}
