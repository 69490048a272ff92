import type {
  CoolingOffItem,
  PayoutProblem,
  PayoutRetryResult,
  ReconSummary,
  StaffMandate,
  StaffMandateDebit,
  StaffMandateDebitState,
  StaffMandateState,
  UtrItem,
} from '@app/contract';
import { api, apiErrorFrom } from '@/lib/api';
import { session } from '@/lib/session';

export type {
  CoolingOffItem,
  PayoutFailureKind,
  PayoutProblem,
  PayoutRetryResult,
  ReconLine,
  ReconSummary,
  StaffMandate,
  StaffMandateDebit,
  StaffMandateDebitState,
  StaffMandateState,
  UtrItem,
} from '@app/contract';

const BASE = '/api/staff/v1/money';
const id = (value: string) => encodeURIComponent(value);

/** One page of a money queue (issue 35): `limit` rows from `offset`, and how many in all. */
type Page = { offset: number; limit: number };
type Paged<Item> = { items: Item[]; total: number };

export const moneyApi = {
  payouts: (page: Page) => api.get<Paged<PayoutProblem>>(`${BASE}/payouts`, page),
  retry: (orderId: string) => api.post<PayoutRetryResult | null>(`${BASE}/payouts/${id(orderId)}/retry`),
  askForBank: (orderId: string) => api.post<void>(`${BASE}/payouts/${id(orderId)}/ask-bank`),
  cancelPayout: (orderId: string, reason: string) =>
    api.post<void>(`${BASE}/payouts/${id(orderId)}/cancel`, { reason }),
  utr: (page: Page) => api.get<Paged<UtrItem>>(`${BASE}/utr`, page),
  confirm: (repaymentId: string) => api.post<void>(`${BASE}/utr/${id(repaymentId)}/confirm`),
  reject: (repaymentId: string, reason: string) =>
    api.post<void>(`${BASE}/utr/${id(repaymentId)}/reject`, { reason }),
  coolingOff: (page: Page) => api.get<Paged<CoolingOffItem>>(`${BASE}/cooling-off`, page),
  mandates: (state: StaffMandateState | undefined, page: Page) =>
    api.get<Paged<StaffMandate>>(`${BASE}/mandates`, { state, ...page }),
  mandateDebits: (state: StaffMandateDebitState | undefined, page: Page) =>
    api.get<Paged<StaffMandateDebit>>(`${BASE}/mandate-debits`, { state, ...page }),
  reconciliation: (day: string) => api.get<ReconSummary>(`${BASE}/reconciliation`, { day }),

  /** The CSV needs the staff token, so it is fetched and handed to the browser as a file. */
  async downloadCsv(day: string): Promise<void> {
    const res = await fetch(`${BASE}/reconciliation.csv?day=${id(day)}`, {
      headers: { authorization: `Bearer ${session.token() ?? ''}` },
    });
    if (!res.ok) {
      throw apiErrorFrom(res.status, await res.json().catch(() => null), `Download failed (${res.status})`);
    }
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `reconciliation-${day}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  },
};

/** Money to the paisa, as every console screen shows it (finance reconciles to the paisa). */
export { rupees } from '@/lib/money';
