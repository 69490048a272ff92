import type { RevealField, ReviewDecided, ReviewDetail, ReviewQueueItem } from '@app/contract';
import type { PhotoKind, RejectionReason } from '@app/domain';
import { api } from '@/lib/api';

const BASE = '/api/staff/v1/review';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** The review queue's calls (section 'review': risk and admin). */
export const reviewApi = {
  queue: (page: { offset: number; limit: number }) =>
    api.get<{ items: ReviewQueueItem[]; total: number }>(BASE, page),
  detail: (id: string) => api.get<ReviewDetail>(one(id)),
  reveal: (id: string, field: RevealField, reason: string) =>
    api.post<{ field: RevealField; value: string }>(`${one(id)}/reveal`, { field, reason }),
  approve: (id: string, input: { quotaPaise: number; dailyRatePpm?: number; note?: string }) =>
    api.post<ReviewDecided>(`${one(id)}/approve`, input),
  reject: (id: string, input: { reason: RejectionReason; note?: string }) =>
    api.post<ReviewDecided>(`${one(id)}/reject`, input),
  reupload: (id: string, input: { photos: PhotoKind[]; note?: string }) =>
    api.post<ReviewDecided>(`${one(id)}/reupload`, input),
};

/** How long a borrower has waited on a person: '45 min', '3 h 10 min', '2 d 4 h'. */
export function waited(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export const REFER_LABELS: Record<ReviewQueueItem['referReason'], string> = {
  score_in_band: 'Score in refer band',
  no_history: 'No credit history',
  // Never shown to the borrower: they see "under review" (decision 064).
  identity_in_use: "Aadhaar or PAN on another customer's account",
  card_photos: 'Identity by card photos (no verified KYC)',
  kyc_review: 'KYC check needs a person (mobile, face match)',
};
