import type { CouponList } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const couponsQuery = queryOptions({
  queryKey: ['coupons'],
  queryFn: ({ signal }) => apiRequest<CouponList>('/api/v1/coupons', { signal }),
});

/** The customer's coupons, each unused, used, expired or invalid. */
export function useCoupons() {
  return useQuery(couponsQuery);
}
