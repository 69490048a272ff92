import type { StaffRole } from '@app/domain';
import { api } from '@/lib/api';

export interface StaffRow {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  totpEnrolled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

const BASE = '/api/staff/v1/staff';

export const staffApi = {
  list: () => api.get<{ staff: StaffRow[] }>(BASE).then((res) => res.staff),
  create: (input: { email: string; name: string; role: StaffRole }) =>
    api.post<{ id: string; password: string }>(BASE, input),
  update: (id: string, change: { role?: StaffRole; disabled?: boolean }) =>
    api.put<StaffRow>(`${BASE}/${encodeURIComponent(id)}`, change),
  revokeSessions: (id: string) => api.post<void>(`${BASE}/${encodeURIComponent(id)}/sessions/revoke`),
  reset: (id: string) => api.post<{ password: string }>(`${BASE}/${encodeURIComponent(id)}/reset`),
};
