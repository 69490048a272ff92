import type {
  DeletionList,
  DeletionProcessed,
  FeedbackReplyView,
  GrievanceCreateBody,
  GrievanceList,
  GrievanceView,
  InboxList,
} from '@app/contract';
import { api, apiErrorFrom } from '@/lib/api';
import { session } from '@/lib/session';

const BASE = '/api/staff/v1/service';
const id = (value: string) => encodeURIComponent(value);
/** One page of a list (issue 35): `limit` rows from `offset`; each list answers its total. */
type Page = { offset: number; limit: number };

/** The customer-service routes of the API (section 'service'). */
export const serviceApi = {
  deletions: (state: 'requested' | 'processed', page: Page) =>
    api.get<DeletionList>(`${BASE}/deletion-requests`, { state, ...page }),
  processDeletion: (requestId: string) =>
    api.post<DeletionProcessed>(`${BASE}/deletion-requests/${id(requestId)}/process`),

  feedback: (status: 'open' | 'all', page: Page) =>
    api.get<InboxList>(`${BASE}/feedback`, { status, ...page }),
  reply: (feedbackId: string, text: string) =>
    api.post<FeedbackReplyView>(`${BASE}/feedback/${id(feedbackId)}/replies`, { text }),
  escalate: (feedbackId: string) => api.post<GrievanceView>(`${BASE}/feedback/${id(feedbackId)}/grievance`),

  /**
   * The screenshot as an object URL: an <img src> cannot carry the staff
   * token, so the bytes are fetched with it (the caller revokes the URL).
   */
  async screenshotUrl(feedbackId: string): Promise<string> {
    const res = await fetch(`${BASE}/feedback/${id(feedbackId)}/screenshot`, {
      headers: { authorization: `Bearer ${session.token() ?? ''}` },
    });
    if (!res.ok) {
      // The server's code, with this screen's own words.
      const { code } = ((await res.json().catch(() => null)) ?? {}) as { code?: unknown };
      throw apiErrorFrom(res.status, { code }, 'The screenshot could not be loaded.');
    }
    return URL.createObjectURL(await res.blob());
  },

  grievances: (state: 'open' | 'resolved', page: Page) =>
    api.get<GrievanceList>(`${BASE}/grievances`, { state, ...page }),
  logGrievance: (body: GrievanceCreateBody) => api.post<GrievanceView>(`${BASE}/grievances`, body),
  resolve: (grievanceId: string, resolution: string) =>
    api.post<GrievanceView>(`${BASE}/grievances/${id(grievanceId)}/resolve`, { resolution }),
};
