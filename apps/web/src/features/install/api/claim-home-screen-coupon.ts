import type { CouponView } from '@app/contract';
import { i18n } from '@/i18n';
import { apiRequest } from '@/lib/api-client';
import { formatPaise } from '@/lib/money';
import { queryClient } from '@/lib/query-client';
import { LOCAL_KEYS, local } from '@/lib/storage';
import { showToast } from '@/lib/toast';
import { useCoreStore } from '@/stores/core-store';
import { readRecord, shouldClaim, withClaim } from '../install-state';

let inflight: Promise<void> | null = null;

async function claim(): Promise<void> {
  const { customerId } = useCoreStore.getState().publicData;
  if (!shouldClaim(customerId, readRecord(local.get(LOCAL_KEYS.installOffer)))) return;
  let coupon: CouponView;
  try {
    // Idempotent on the server: once per customer, however often it is asked.
    coupon = await apiRequest<CouponView>('/api/v1/coupons/home-screen', { method: 'POST', quiet: true });
  } catch {
    return; // asked again the next time the installed app opens
  }
  local.set(
    LOCAL_KEYS.installOffer,
    JSON.stringify(withClaim(readRecord(local.get(LOCAL_KEYS.installOffer)), customerId)),
  );
  showToast(i18n.t('install.granted', { amount: formatPaise(coupon.facePaise) }));
  void queryClient.invalidateQueries({ queryKey: ['coupons'] });
  void queryClient.invalidateQueries({ queryKey: ['messages'] });
}

/**
 * POST /coupons/home-screen (spec §9: Rs 100 off a repayment for adding the
 * app to the home screen) for the logged-in customer, once per device; the
 * app was just installed, or runs installed. Calls while one is under way
 * share it, so a doubled `appinstalled` asks once.
 */
export function claimHomeScreenCoupon(): Promise<void> {
  inflight ??= claim().finally(() => {
    inflight = null;
  });
  return inflight;
}
