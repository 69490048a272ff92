import { api, apiErrorFrom } from '@/lib/api';
import { session } from '@/lib/session';

export interface PayoutProblem {
  orderId: string;
  orderNo: string;
  phone: string;
  state: 'disburse_failed' | 'disbursing';
  amountPaise: number;
  attempt: number;
  failureReason: string | null;
  requestedAt: string;
  fixBy: string | null;
  account: string;
  ifsc: string;
  retriedAt: string | null;
  retryable: boolean;
}

export interface UtrItem {
  id: string;
  orderNo: string;
  phone: string;
  kind: string;
  amountPaise: number;
  utr: string;
  reference: string;
  submittedAt: string;
  ageMinutes: number;
  match: { utr: string; amountPaise: number; narration: string; creditedAt: string } | null;
}

export interface CoolingOffItem {
  orderId: string;
  orderNo: string;
  phone: string;
  orderState: string;
  amountPaise: number;
  receivedPaise: number;
  disbursedAt: string | null;
  closedAt: string | null;
  repaymentState: string;
  repaidPaise: number;
  excessPaise: number;
}

export interface ReconLine {
  type: 'payout' | 'collection';
  orderNo: string;
  reference: string;
  utr: string | null;
  recordPaise: number | null;
  ledgerPaise: number | null;
  status: 'matched' | 'mismatch' | 'missing_in_ledger' | 'missing_in_gateway';
}

export interface ReconSummary {
  day: string;
  totals: {
    payoutsRecordPaise: number;
    payoutsLedgerPaise: number;
    collectionsRecordPaise: number;
    collectionsLedgerPaise: number;
    matched: number;
    problems: number;
  };
  lines: ReconLine[];
}

const BASE = '/api/staff/v1/money';
const id = (value: string) => encodeURIComponent(value);

export const moneyApi = {
  payouts: () => api.get<{ items: PayoutProblem[] }>(`${BASE}/payouts`).then((r) => r.items),
  retry: (orderId: string) => api.post<void>(`${BASE}/payouts/${id(orderId)}/retry`),
  utr: () => api.get<{ items: UtrItem[] }>(`${BASE}/utr`).then((r) => r.items),
  confirm: (repaymentId: string) => api.post<void>(`${BASE}/utr/${id(repaymentId)}/confirm`),
  reject: (repaymentId: string, reason: string) =>
    api.post<void>(`${BASE}/utr/${id(repaymentId)}/reject`, { reason }),
  coolingOff: () => api.get<{ items: CoolingOffItem[] }>(`${BASE}/cooling-off`).then((r) => r.items),
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
