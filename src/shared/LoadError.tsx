import { Alert, Button } from '@mui/material';
import { useT } from '@/i18n/useT';

/** A failed load, said plainly, with a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const translate = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('shared.retry')}
        </Button>
      }
    >
      {translate('shared.loadFailed')}
    </Alert>
  );
}
