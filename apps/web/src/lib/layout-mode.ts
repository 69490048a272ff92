import { isMobileUserAgent } from '@app/domain';
import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/config/app-config';
import { debounce } from './debounce';

export type LayoutMode = 'mobile' | 'desktop';

/** Spec §2: desktop when the user agent has none of the mobile tokens. */
export function layoutModeFor(userAgent: string): LayoutMode {
  return isMobileUserAgent(userAgent) ? 'mobile' : 'desktop';
}

/** The layout mode, re-read after resizes settle (devtools device switching changes the user agent). */
export function useLayoutMode(): LayoutMode {
  const [mode, setMode] = useState(() => layoutModeFor(navigator.userAgent));
  useEffect(() => {
    const onResize = debounce(() => setMode(layoutModeFor(navigator.userAgent)), RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mode;
}
