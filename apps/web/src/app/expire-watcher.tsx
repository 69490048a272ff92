import { lazy, Suspense, useState } from 'react';
import { useCoreStore } from '@/stores/core-store';

const ExpirePopup = lazy(() => import('./expire-popup'));

/**
 * Mounts the expire popup's watcher once the core store's expireFlag first rises: most visits
 * never see an expiry, so its code (and the native message it sends) is not part of /start's
 * first load (docs/decisions/060). The flag stays up until the watcher has seen it.
 */
export function ExpireWatcher() {
  const expireFlag = useCoreStore((state) => state.expireFlag);
  const [expired, setExpired] = useState(false);
  if (expireFlag && !expired) setExpired(true);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <ExpirePopup />
    </Suspense>
  );
}
