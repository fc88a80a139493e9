import { lazy, Suspense, useState } from 'react';
import { Fab } from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { useT } from '@/i18n/useT';

// The panel's many controls load on first open, keeping them out of the first page.
const CustomizerPanel = lazy(() => import('./CustomizerPanel'));

/** The floating button that opens the theme customizer. */
export function Customizer() {
  const translate = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Fab
        color="primary"
        size="medium"
        aria-label={translate('app.customizer.open')}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={{ position: 'fixed', bottom: 20, insetInlineEnd: 20, zIndex: (t) => t.zIndex.speedDial }}
      >
        <SettingsIcon />
      </Fab>
      {loaded && (
        <Suspense fallback={null}>
          <CustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
