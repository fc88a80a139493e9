import { Alert } from '@mui/material';
import { useT } from '@/i18n/useT';
import { API_MODE } from '@/data/config';
import { useDemoApiFailed } from '@/data/demoApi';

/** Says what does not work when the in-browser demo API could not start (service workers blocked, private mode…). */
export function DemoApiNotice() {
  const translate = useT();
  if (!useDemoApiFailed()) return null;
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="demo-api-notice"
      sx={{ borderRadius: 0, position: 'relative', zIndex: (theme) => theme.zIndex.appBar + 1 }}
    >
      {translate(API_MODE === 'browser' ? 'app.demoApi.failedBrowser' : 'app.demoApi.failed')}
    </Alert>
  );
}
