import { type ReactNode, useEffect, useState } from 'react';

/**
 * False on the first render, true once the page has painted (effects run after
 * the paint): for parts nobody sees at first, so their code loads after the
 * page's first content rather than before it. The second render is a task of
 * its own, not one more step of the effects after the paint: a phone stays
 * responsive in between.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true));
    return () => clearTimeout(timer);
  }, []);
  return painted;
}

/** Renders `children` from the render after the first paint. */
export function AfterPaint({ children }: { children: ReactNode }) {
  return useAfterPaint() ? children : null;
}
