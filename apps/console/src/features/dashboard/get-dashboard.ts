import type { DashboardView } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /api/staff/v1/dashboard for a business day (today when absent). */
export const getDashboard = (day?: string) => api.get<DashboardView>('/api/staff/v1/dashboard', { day });

/** The day's figures; the last day's stay on screen while the next loads. */
export const useDashboard = (day?: string) =>
  useQuery({
    queryKey: ['dashboard', day ?? 'today'],
    queryFn: () => getDashboard(day),
    placeholderData: keepPreviousData,
  });
