import { HANDOVER_TIMEOUT_MS } from '@/config/app-config';
import { isInNativeApp } from './bridge';

// The waiting half of the native handover, which every first navigation passes through. Applying
// a handover (handover.ts) loads with the native hooks' code, off /start's first load.
let settled = false;
let release: () => void = () => undefined;
let arrival = new Promise<void>((resolve) => {
  release = resolve;
});

/** The handover has been applied: waiting navigations go on. */
export function handoverArrived(): void {
  settled = true;
  release();
}

/**
 * Inside the native app, resolves once the handover has arrived or after
 * `timeoutMs`, after which the page carries on as a browser user would.
 * In a browser it resolves at once.
 */
export async function waitForHandover(timeoutMs: number = HANDOVER_TIMEOUT_MS): Promise<void> {
  if (settled || !isInNativeApp()) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([arrival, timeout]);
  clearTimeout(timer);
  settled = true;
}

/** For tests: back to "nothing handed over yet". */
export function resetHandoverWaitForTests(): void {
  settled = false;
  arrival = new Promise<void>((resolve) => {
    release = resolve;
  });
}
