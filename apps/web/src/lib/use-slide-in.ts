import { useEffect, useState } from 'react';

/**
 * `visible`, but false on the first frame after the mount: a sheet mounted
 * open (useOpenedOnce) is drawn closed once, so it still slides in.
 */
export function useSlideIn(visible: boolean): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return visible && drawn;
}
