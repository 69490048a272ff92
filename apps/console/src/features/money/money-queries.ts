import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useQueuePages } from '@/lib/use-queue-pages';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { moneyApi, type StaffMandateDebitState, type StaffMandateState } from './money-api';

/** Every money list sits under this key: a write refreshes them all. */
const MONEY = ['money'] as const;

/** Each money queue: 200 rows a page, "Load more" for the rest (issue 35). */
export const usePayoutProblems = () =>
  useQueuePages({
    queryKey: [...MONEY, 'payouts'],
    fetchPage: moneyApi.payouts,
    rowsOf: (page) => page.items,
    keyOf: (row) => row.orderId,
  });
export const useUtrQueue = () =>
  useQueuePages({
    queryKey: [...MONEY, 'utr'],
    fetchPage: moneyApi.utr,
    rowsOf: (page) => page.items,
    keyOf: (row) => row.id,
  });
export const useCoolingOff = () =>
  useQueuePages({
    queryKey: [...MONEY, 'cooling-off'],
    fetchPage: moneyApi.coolingOff,
    rowsOf: (page) => page.items,
    keyOf: (row) => row.orderId,
  });

/** Auto-debit mandates and their debits (issue 32), in one state or all (undefined). */
export const useMandates = (state: StaffMandateState | undefined) =>
  useQueuePages({
    queryKey: [...MONEY, 'mandates', state ?? 'all'],
    fetchPage: (page) => moneyApi.mandates(state, page),
    rowsOf: (page) => page.items,
    keyOf: (row) => row.id,
  });
export const useMandateDebits = (state: StaffMandateDebitState | undefined) =>
  useQueuePages({
    queryKey: [...MONEY, 'mandate-debits', state ?? 'all'],
    fetchPage: (page) => moneyApi.mandateDebits(state, page),
    rowsOf: (page) => page.items,
    keyOf: (row) => row.id,
  });

/** One IST day's reconciliation; the last day stays on screen while the next loads. */
export const useReconciliation = (day: string) =>
  useQuery({
    queryKey: [...MONEY, 'reconciliation', day],
    queryFn: () => moneyApi.reconciliation(day),
    placeholderData: keepPreviousData,
  });

/** What a retry did, in words: an unknown outcome is asked about first, so it may turn out paid. */
const RETRY_DONE = {
  requeued: (orderNo: string) => `Payout of ${orderNo} queued again`,
  paid: (orderNo: string) =>
    `The gateway had already paid ${orderNo}: it is recorded as paid and nothing was sent again`,
  rechecking: (orderNo: string) => `Payout of ${orderNo} asked about again with the gateway (same reference)`,
} as const;

export const useRetryPayout = () =>
  useStaffMutation({
    mutationFn: (row: { orderId: string; orderNo: string }) => moneyApi.retry(row.orderId),
    invalidates: MONEY,
    done: (row, result) => RETRY_DONE[result?.outcome ?? 'requeued'](row.orderNo),
  });

export const useAskForBank = () =>
  useStaffMutation({
    mutationFn: (row: { orderId: string; who: string }) => moneyApi.askForBank(row.orderId),
    invalidates: MONEY,
    done: (row) => `${row.who} was asked by message and SMS to enter their bank account again`,
  });

export const useCancelPayout = () =>
  useStaffMutation({
    mutationFn: (input: { orderId: string; orderNo: string; reason: string }) =>
      moneyApi.cancelPayout(input.orderId, input.reason),
    invalidates: MONEY,
    done: (input) => `Order ${input.orderNo} canceled; no money was sent`,
  });

export const useConfirmUtr = () =>
  useStaffMutation({
    mutationFn: (row: { id: string; orderNo: string }) => moneyApi.confirm(row.id),
    invalidates: MONEY,
    done: (row) => `Repayment of ${row.orderNo} confirmed`,
  });

export const useRejectUtr = () =>
  useStaffMutation({
    mutationFn: (input: { id: string; orderNo: string; reason: string }) =>
      moneyApi.reject(input.id, input.reason),
    invalidates: MONEY,
    done: (input) => `Repayment of ${input.orderNo} rejected`,
  });
