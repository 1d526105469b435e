import type { MouseEvent } from 'react';

/** A click the board handles itself; with a modifier key or another button the browser opens the link. */
export function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
