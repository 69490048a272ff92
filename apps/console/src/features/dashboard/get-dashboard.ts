import type { DashboardView } from '@app/contract';
import { api } from '@/lib/api';

/** GET /api/staff/v1/dashboard for a business day (today when absent). */
export const getDashboard = (day?: string) => api.get<DashboardView>('/api/staff/v1/dashboard', { day });
