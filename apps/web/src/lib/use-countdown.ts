import { useEffect, useState } from 'react';

/** Seconds left until a deadline set by `start(seconds)`, ticking once a second. */
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
