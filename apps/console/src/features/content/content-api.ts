import type { StaffFaqEntry } from '@app/contract';
import type { ContentSegment, CouponKind, StaffMessageTarget } from '@app/domain';
import { api } from '@/lib/api';

const BASE = '/api/staff/v1/content';

export type LangTexts = { en: string; hi: string; zh: string };
export interface SendResult {
  id: string;
  delivered: number;
  repeated: boolean;
}
export interface CampaignRow {
  id: string;
  kind: 'message' | 'coupon';
  segment: string | null;
  summary: string;
  delivered: number;
  staffEmail: string | null;
  createdAt: string;
}
export type FaqRow = StaffFaqEntry;

/** One key per intended send: the server sends a key once, so a double click or a retry sends nothing more. */
export const newSendKey = () => crypto.randomUUID();

export const contentApi = {
  count: (segment: ContentSegment) =>
    api.get<{ count: number }>(`${BASE}/segments/count`, { segment }).then((res) => res.count),
  campaigns: () => api.get<{ campaigns: CampaignRow[] }>(`${BASE}/campaigns`).then((res) => res.campaigns),
  sendMessage: (input: {
    key: string;
    segment: ContentSegment;
    title: LangTexts;
    body: LangTexts;
    target: StaffMessageTarget | null;
  }) => api.post<SendResult>(`${BASE}/messages`, input),
  grantCoupon: (input: {
    key: string;
    segment?: ContentSegment;
    phone?: string;
    kind: CouponKind;
    facePaise: number;
    minAmountPaise: number;
    validDays: number;
  }) =>
    // A segment's coupons answer a proposal (202): another person of another role approves them (decision 088).
    api.post<SendResult | { proposalId: string; state: 'proposed' }>(`${BASE}/coupons`, input),
  faq: () => api.get<{ entries: FaqRow[] }>(`${BASE}/faq`).then((res) => res.entries),
  addFaq: (input: { category: string; question: LangTexts; answer: LangTexts }) =>
    api.post<FaqRow>(`${BASE}/faq`, input),
  editFaq: (id: string, input: { category: string; question: LangTexts; answer: LangTexts }) =>
    api.put<FaqRow>(`${BASE}/faq/${encodeURIComponent(id)}`, input),
  setFaqHidden: (id: string, hidden: boolean) =>
    api.put<FaqRow>(`${BASE}/faq/${encodeURIComponent(id)}/hidden`, { hidden }),
};
