import type { Page } from '@playwright/test';

/** A title no screen has: set before a move, so that the next screen's own title shows that it has rendered. */
const MOVING = '…moving…';

/**
 * Moves the running app to `path` as the browser's Back and Forward do: a history entry written as react-router
 * writes its own, then a popstate. No page load: the app, its session and the page's listeners stay. Resolves once
 * the new route's screen has set its title (src/routes/useDocumentTitle.ts), so the screen is mounted (or has
 * redirected); wait for its data with `settled`.
 */
export async function navigateInApp(page: Page, path: string) {
  const moved = await page.evaluate(
    ([to, moving]) => {
      if (`${location.pathname}${location.search}` === to) return false;
      document.title = moving;
      const index = (history.state as { idx?: unknown } | null)?.idx;
      const idx = (typeof index === 'number' ? index : 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      return true;
    },
    [path, MOVING] as const,
  );
  if (moved)
    await page
      .waitForFunction((moving) => document.title !== moving, MOVING, { timeout: 10_000 })
      .catch(() => {
        throw new Error(`${path}: no screen set its title within 10 s of the move`);
      });
}
