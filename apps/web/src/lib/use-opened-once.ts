import { useRef } from 'react';

/**
 * True from the first render where `open` is: a closed bottom sheet is mounted
 * only once it is first opened, and then stays (its closing slides too).
 * antd-mobile's Popup runs its spring and gesture code even when closed: on
 * Home that was a task of its own after the first paint (docs/decisions/042).
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(open);
  if (open) opened.current = true;
  return opened.current;
}
