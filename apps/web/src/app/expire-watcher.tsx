import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { postToNative } from '@/lib/bridge';
import { logout } from '@/lib/session';
import { useCoreStore } from '@/stores/core-store';

const ExpireModal = lazy(() => import('./expire-modal'));

/**
 * Opens the expire popup when the core store's expireFlag is raised and lowers
 * the flag again, so the next expiry opens it anew.
 */
export function ExpireWatcher() {
  const expireFlag = useCoreStore((state) => state.expireFlag);
  const expireMsg = useCoreStore((state) => state.expireMsg);
  const setExpireFlag = useCoreStore((state) => state.setExpireFlag);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!expireFlag) return;
    setOpen(true);
    setExpireFlag(false);
  }, [expireFlag, setExpireFlag]);

  if (!open) return null;

  const confirm = () => {
    postToNative('quitLogin');
    setOpen(false);
    void logout();
    navigate('/start', { replace: true });
  };

  return (
    <Suspense fallback={null}>
      <ExpireModal visible={open} message={expireMsg} onConfirm={confirm} />
    </Suspense>
  );
}
