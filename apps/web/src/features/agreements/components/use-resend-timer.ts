import { useEffect, useState } from 'react';

/**
 * Seconds until the code may be sent again, ticking once a second. The login
 * page has its own countdown; sharing it would split it into a chunk of its
 * own that /start then loads as one more file (docs/decisions/006).
 */
export function useResendTimer() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return {
    remaining: Math.max(0, Math.ceil((until - now) / 1000)),
    start: (seconds: number) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  };
}
