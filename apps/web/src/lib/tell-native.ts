import { hasNativeBridge } from './bridge';
import type { nativeEvents } from './native-events';

/**
 * Sends a native message from code /start's first load carries (the entry, the login forms):
 * the messages' module loads only where a bridge is present, since a browser has nobody to
 * tell (docs/decisions/060). Pages behind login import nativeEvents directly.
 */
export function tellNative(send: (events: typeof nativeEvents) => void): void {
  if (hasNativeBridge()) void import('./native-events').then((module) => send(module.nativeEvents));
}
