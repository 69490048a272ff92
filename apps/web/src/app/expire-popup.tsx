import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { nativeEvents } from '@/lib/native-events';
import { logout } from '@/lib/session';
import { useCoreStore } from '@/stores/core-store';
import ExpireModal from './expire-modal';

/**
 * Opens the expire popup when the core store's expireFlag is raised (telling
 * the native app: tokenMiss) and lowers the flag again, so the next expiry
 * opens it anew. Loaded with the first expiry (expire-watcher.tsx).
 */
export default function ExpirePopup() {
  const expireFlag = useCoreStore((state) => state.expireFlag);
  const expireMsg = useCoreStore((state) => state.expireMsg);
  const setExpireFlag = useCoreStore((state) => state.setExpireFlag);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (!expireFlag) return;
    // once per expiry: more 401s while the popup is up are the same expiry
    if (!open) nativeEvents.tokenMissing();
    setOpen(true);
    setExpireFlag(false);
  }, [expireFlag, setExpireFlag, open]);

  if (!open) return null;

  const confirm = () => {
    nativeEvents.quitLogin();
    setOpen(false);
    void logout();
    navigate('/start', { replace: true });
  };

  return <ExpireModal visible={open} message={expireMsg} onConfirm={confirm} />;
}
