import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@/config/app-config';
import { debounce } from './debounce';

const MOBILE_TOKENS = ['Android', 'iPhone', 'SymbianOS', 'Windows Phone', 'iPad', 'iPod'];

export type LayoutMode = 'mobile' | 'desktop';

/** Spec §2: desktop when the user agent has none of the mobile tokens. */
export function layoutModeFor(userAgent: string): LayoutMode {
  return MOBILE_TOKENS.some((token) => userAgent.includes(token)) ? 'mobile' : 'desktop';
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
