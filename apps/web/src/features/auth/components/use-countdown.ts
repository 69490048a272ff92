import { useEffect, useState } from 'react';

/**
 * Seconds left until a deadline set by `start(seconds)`, ticking once a second.
 * The login keeps its own copy of `@/lib/use-countdown`: shared with the lazy
 * pages, the hook became a chunk of its own that /start loaded as one more
 * file (docs/decisions/006).
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return {
    remaining: Math.max(0, Math.ceil((deadline - now) / 1000)),
    start: (seconds: number) => {
      setNow(Date.now());
      setDeadline(Date.now() + seconds * 1000);
    },
  };
}
