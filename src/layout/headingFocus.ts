/** The page title's heading (src/layout/Breadcrumbs.tsx), which a navigation from the menu focuses. */
export const PAGE_HEADING_ID = 'page-heading';

/** Whether the next new page should take focus on its heading: set by a menu entry, taken by the page. */
let headingWanted = false;

/**
 * Called by a menu entry as it is chosen (mouse, touch or keyboard): the page it opens focuses its heading, so the
 * next Tab goes on into the page rather than through the rest of the menu. A click that opens another tab (a
 * modifier key, the middle button) or one on the page already shown asks nothing.
 */
export function focusHeadingOfNextPage(
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  sameLocation: boolean,
) {
  if (sameLocation || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  headingWanted = true;
}

/** Whether the page just opened was asked to focus its heading (asked once: the answer resets). */
export function takeHeadingFocusRequest(): boolean {
  const wanted = headingWanted;
  headingWanted = false;
  return wanted;
}
