import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { API_MODE } from '@/data/config';
import { ensureDemoApi, prepareCall } from '@/data/demoApi';
import { clientHooks } from '@/data/httpClient';
import { signInPages } from '@/features/pages/auth/signInPages';
import { App } from '@/root/App';
import { preloadFirstScreen } from '@/root/preloadFirstScreen';
import { canHydrate, firstRenderSignature } from '@/root/prerenderedSignIn';

// The in-browser demo API starts when a call first needs it, never before the first paint.
clientHooks.beforeCall = prepareCall;
// In browser-only mode it answers sign-in too: start it now, while the sign-in form renders.
if (API_MODE === 'browser') void ensureDemoApi().catch(() => undefined);

void preloadFirstScreen(window.location.pathname);

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
/** After the browser has painted what it has (at once in a hidden tab, which paints nothing). */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    document.visibilityState === 'hidden' ? resolve() : requestAnimationFrame(() => setTimeout(resolve)),
  );

const { pathname } = window.location;
if (canHydrate(root, pathname, firstRenderSignature())) {
  // The sign-in page's HTML came with the page (scripts/prerender-plugin.ts): once it is painted, its screen's module
  // is fetched, so hydration finds the same tree at once and the visitor's typing stays where it is. As a transition,
  // hydration yields to the browser every few milliseconds instead of holding the page in one long task (what a tap
  // or key reaches is hydrated first).
  const entry = signInPages.find((page) => page.path === pathname)!;
  void afterPaint()
    .then(() => entry.screen())
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
