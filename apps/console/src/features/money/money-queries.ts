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

export const useRetryPayout = () =>
  useStaffMutation({
    mutationFn: (row: { orderId: string; orderNo: string }) => moneyApi.retry(row.orderId),
    invalidates: MONEY,
    done: (row) => `Payout of ${row.orderNo} queued again`,
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
