import type { MouseEvent } from 'react';

/** A plain click on a link (no new tab or window asked for): the app navigates itself. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
