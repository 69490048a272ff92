import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isInNativeApp } from '@/lib/bridge';
import { couponsQuery } from '@/lib/get-coupons';
import { usePublicConfig } from '@/lib/public-config';
import { LOCAL_KEYS, local } from '@/lib/storage';
import { useCoreStore } from '@/stores/core-store';
import { claimHomeScreenCoupon } from '../api/claim-home-screen-coupon';
import { useInstallPrompt } from '../install-prompt-store';
import { type InstallOffer, installOffer, isIosSafari, readRecord, withDismissal } from '../install-state';
import { runsStandalone } from '../watch-install';

const readStored = () => readRecord(local.get(LOCAL_KEYS.installOffer));

/** What Home offers about installing, the coupon it brings, and the two answers to it. */
export function useInstallOffer(): {
  offer: InstallOffer;
  couponPaise: number;
  accept: () => Promise<void>;
  dismiss: () => void;
} {
  const event = useInstallPrompt((state) => state.event);
  const customerId = useCoreStore((state) => state.publicData.customerId);
  const config = usePublicConfig();
  const [record, setRecord] = useState(readStored);
  const situation = installOffer({
    inNativeApp: isInNativeApp(),
    standalone: runsStandalone(),
    canPrompt: event !== null,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
    customerId,
    record,
    now: Date.now(),
  });
  const couponPaise = config?.homeScreenCouponPaise ?? 0;
  // A coupon given on another device already: offering it again would mislead.
  const coupons = useQuery({ ...couponsQuery, enabled: situation !== 'none' && couponPaise > 0 });
  const given = coupons.data?.coupons.some((coupon) => coupon.source === 'home_screen') ?? false;
  const ready = config !== null && (couponPaise === 0 || !coupons.isPending);

  const dismiss = () => {
    const next = withDismissal(readStored(), Date.now());
    local.set(LOCAL_KEYS.installOffer, JSON.stringify(next));
    setRecord(next);
  };
  const accept = async () => {
    if (!event) return;
    useInstallPrompt.setState({ event: null }); // a prompt answers once
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') await claimHomeScreenCoupon();
    else dismiss();
    setRecord(readStored());
  };
  return { offer: ready && !given ? situation : 'none', couponPaise, accept, dismiss };
}
