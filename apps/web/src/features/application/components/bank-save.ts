import type { ApplicationView, StepTelemetry } from '@app/contract';
import { useBankStore } from '@/stores/bank-store';
import { mirrorField } from './form-fields/store-mirror';

/** One more confirmation mismatch shown (spec §3 bankData.confirmNumber.errorCount, kept across visits). */
export function countConfirmMismatch(): void {
  useBankStore.setState((state) => {
    const confirm = state.bankData.confirmNumber;
    return {
      bankData: { ...state.bankData, confirmNumber: { ...confirm, errorCount: confirm.errorCount + 1 } },
    };
  });
}

/** The telemetry sent with the save reports the stored mismatch count, so both tell the same story. */
export function withConfirmErrorCount(telemetry: StepTelemetry): StepTelemetry {
  const errorCount = useBankStore.getState().bankData.confirmNumber.errorCount;
  const confirm = telemetry.fields.confirmAccountNumber;
  if (!confirm && errorCount === 0) return telemetry;
  const base = confirm ?? { status: 1, updateCount: 0, duration: 0, firstDuration: 0, checkType: 1 };
  return { ...telemetry, fields: { ...telemetry.fields, confirmAccountNumber: { ...base, errorCount } } };
}

/** After the save: the bank store gets the IFSC and the MASKED account only (it lives in localStorage). */
export function mirrorBank(saved: ApplicationView, telemetry: StepTelemetry): void {
  const bank = saved.bank;
  if (!bank) return;
  useBankStore.setState((state) => ({
    currentBank: { ...state.currentBank, ifscCode: bank.ifsc, insensitivityCode: bank.accountMasked },
    bankData: {
      ifscCode: mirrorField(state.bankData.ifscCode, bank.ifsc, telemetry, 'ifsc'),
      bankNumber: mirrorField(state.bankData.bankNumber, bank.accountMasked, telemetry, 'accountNumber'),
      confirmNumber: {
        ...mirrorField(state.bankData.confirmNumber, bank.accountMasked, telemetry, 'confirmAccountNumber'),
        errorCount: state.bankData.confirmNumber.errorCount,
      },
    },
    bankDurationList: telemetry.durationList,
    appBackCount: telemetry.appBackCount,
    appBackDuration: telemetry.appBackDuration,
  }));
}
