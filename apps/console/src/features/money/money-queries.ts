import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStaffMutation } from '@/lib/use-staff-mutation';
import { moneyApi, type StaffMandateDebitState, type StaffMandateState } from './money-api';

/** Every money list sits under this key: a write refreshes them all. */
const MONEY = ['money'] as const;

export const usePayoutProblems = () =>
  useQuery({ queryKey: [...MONEY, 'payouts'], queryFn: moneyApi.payouts });
export const useUtrQueue = () => useQuery({ queryKey: [...MONEY, 'utr'], queryFn: moneyApi.utr });
export const useCoolingOff = () =>
  useQuery({ queryKey: [...MONEY, 'cooling-off'], queryFn: moneyApi.coolingOff });

/** Auto-debit mandates and their debits (issue 32), in one state or all (undefined). */
export const useMandates = (state: StaffMandateState | undefined) =>
  useQuery({ queryKey: [...MONEY, 'mandates', state ?? 'all'], queryFn: () => moneyApi.mandates(state) });
export const useMandateDebits = (state: StaffMandateDebitState | undefined) =>
  useQuery({
    queryKey: [...MONEY, 'mandate-debits', state ?? 'all'],
    queryFn: () => moneyApi.mandateDebits(state),
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
