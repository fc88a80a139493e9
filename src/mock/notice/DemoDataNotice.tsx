import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { onDemoDataEvent, setStartupNotice, startupNotice, type StartupNotice } from '../demoDataEvents';

/**
 * What the demo database reports, on every page: a start-up notice (its data could not be read and was reset, or
 * cannot be stored) until dismissed; a write that storage refused, as a toast; and a change another tab made, after
 * which every screen reads its data again.
 */
export function DemoDataNotice() {
  const translate = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<StartupNotice | null>(startupNotice);

  useEffect(
    () =>
      onDemoDataEvent((event) => {
        if (event.type === 'notice') setNotice(event.notice);
        else if (event.type === 'write-failed') notify('app.demoData.writeFailed', { type: 'error' });
        else void queryClient.invalidateQueries();
      }),
    [notify, queryClient],
  );

  if (!notice) return null;
  return (
    <Alert
      severity="warning"
      data-testid="demo-data-notice"
      onClose={() => setStartupNotice(null)}
      closeText={translate('app.demoData.dismiss')}
      sx={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(640px, calc(100% - 16px))',
        zIndex: (theme) => theme.zIndex.snackbar,
        boxShadow: 6,
      }}
    >
      {translate(`app.demoData.${notice}`)}
    </Alert>
  );
}
