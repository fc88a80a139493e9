import { useCallback } from 'react';

/** Room above a notice brought into view, so the floating navbar does not cover it. */
const NAVBAR_ROOM = '6rem';

/**
 * A ref for a notice that appears over a form the user was working on (a kept draft, someone else's change): when it
 * mounts it is scrolled into view and takes the focus (give it `tabIndex={-1}`), so nobody misses it below the fold.
 */
export function useNoticeInView() {
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    element.style.scrollMarginTop = NAVBAR_ROOM;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, []);
}
