import { api, apiErrorFrom } from '@/lib/api';
import { session } from '@/lib/session';

const BASE = '/api/staff/v1/loan-actions';
const id = (value: string) => encodeURIComponent(value);

export type ProposalKind =
  | 'waiver'
  | 'write_off'
  | 'recovery'
  | 'settlement'
  | 'restructure'
  | 'bulk_coupons';

/** A maker-checker proposal as the server lists it (loan-action-routes.ts, decision 088). */
export interface Proposal {
  id: string;
  kind: ProposalKind | string;
  subjectType: string;
  subjectId: string | null;
  orderId: string | null;
  payload: Record<string, unknown>;
  state: 'proposed' | 'approved' | 'rejected' | 'executed';
  proposedBy: string;
  proposedRole: string;
  reason: string;
  proposedAt: string;
  decidedBy: string | null;
  decidedRole: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  result: Record<string, unknown> | null;
  orderNo: string | null;
  customerId: string | null;
  customerName: string | null;
}

/** The loan above the propose forms: whose, what it owes, what was done to it. */
export interface ActionLoan {
  orderId: string;
  orderNo: string;
  state: string;
  customerId: string;
  customerName: string | null;
  reportingStatus: 'settled' | 'written_off' | null;
  settlementAgreedPaise: number | null;
  restructuredOn: string | null;
  principalPaise: number;
  interestPaise: number;
  penalPaise: number;
  owedPaise: number;
}

export interface ProposeInput {
  kind: ProposalKind;
  payload: Record<string, unknown>;
  reason: string;
}

/** The loan-actions routes of the API (section 'loan_actions': risk, finance, admin). */
export const loanActionsApi = {
  /** A page of the proposals waiting for the caller (issue 35), and how many in all. */
  waiting: (page: { offset: number; limit: number }) =>
    api.get<{ items: Proposal[]; total: number }>(`${BASE}/proposals`, page),
  loan: (orderId: string) =>
    api.get<{ loan: ActionLoan; items: Proposal[] }>(`${BASE}/loans/${id(orderId)}/proposals`),
  propose: (input: ProposeInput) => api.post<Proposal>(`${BASE}/proposals`, input),
  approve: (proposalId: string) => api.post<Proposal>(`${BASE}/proposals/${id(proposalId)}/approve`, {}),
  reject: (proposalId: string, reason: string) =>
    api.post<Proposal>(`${BASE}/proposals/${id(proposalId)}/reject`, { reason }),
  /** The foreclosure letter (the staff token must go with it, so no plain link): opened in a new tab. */
  async openForeclosure(orderId: string, date: string): Promise<void> {
    const res = await fetch(`${BASE}/loans/${id(orderId)}/foreclosure.pdf?date=${encodeURIComponent(date)}`, {
      headers: { authorization: `Bearer ${session.token() ?? ''}` },
    });
    if (!res.ok)
      throw apiErrorFrom(res.status, await res.json().catch(() => null), `Download failed (${res.status})`);
    const url = URL.createObjectURL(await res.blob());
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};
