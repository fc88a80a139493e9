import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_MODE } from '@/data/config';
import { ensureDemoApi, prepareCall } from '@/data/demoApi';
import { clientHooks } from '@/data/httpClient';
import { App } from '@/root/App';
import { preloadFirstScreen } from '@/root/preloadFirstScreen';

// The in-browser demo API starts when a call first needs it, never before the first paint.
clientHooks.beforeCall = prepareCall;
// In browser-only mode it answers sign-in too: start it now, while the sign-in form renders.
if (API_MODE === 'browser') void ensureDemoApi().catch(() => undefined);

void preloadFirstScreen(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
