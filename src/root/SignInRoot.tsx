import { useEffect } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { StoredLocaleI18n } from '@/i18n/StoredLocaleI18n';
import { guestAccess } from '@/routes/guestAccess';
import { RouteScreen } from '@/routes/RouteScreen';
import type { RouteEntry } from '@/routes/types';
import { ThemeRoot } from '@/theme/ThemeRoot';
import { DemoApiNotice } from './DemoApiNotice';

/** Runs `task` once the browser is idle after this mounts. */
function WhenIdle({ task }: { task: () => void }) {
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(task, 2000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, [task]);
  return null;
}

/**
 * The sign-in pages' root: the theme, the chosen language and the screen, without react-admin's shell, so a visitor
 * who is not signed in downloads a fraction of the app. `prefetch` fetches the admin while the browser is idle (not needed once it is there).
 */
export default function SignInRoot({ entry, prefetch }: { entry: RouteEntry; prefetch?: () => void }) {
  return (
    <ThemeRoot>
      {(theme) => (
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <StoredLocaleI18n>
            <DemoApiNotice />
            {/* The prefetch waits for the page's own screen, so it never competes with it. */}
            <RouteScreen entry={entry} decide={guestAccess} afterScreen={prefetch && <WhenIdle task={prefetch} />} />
          </StoredLocaleI18n>
        </ThemeProvider>
      )}
    </ThemeRoot>
  );
}
