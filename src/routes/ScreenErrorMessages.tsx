import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useT } from '@/i18n/useT';

export function ChunkFailedMessage({ reloading }: { reloading: boolean }) {
  const translate = useT();
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          {translate('app.chunk.reload')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.chunk.title')}</AlertTitle>
      {translate(reloading ? 'app.chunk.reloading' : 'app.chunk.body')}
    </Alert>
  );
}

export function ScreenErrorMessage({ error }: { error: Error }) {
  const translate = useT();
  return (
    <Stack sx={{ m: 2 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {translate('app.chunk.reload')}
          </Button>
        }
      >
        <AlertTitle>{translate('app.screenError.title')}</AlertTitle>
        {error.message}
      </Alert>
    </Stack>
  );
}
