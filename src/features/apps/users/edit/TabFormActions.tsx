import { Alert, Button, Stack } from '@mui/material';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

interface Props {
  dirty: boolean;
  saving: boolean;
  rootError?: string;
  onDiscard: () => void;
}

/** Save / Discard under an edit tab, and a failure that belongs to no field. */
export function TabFormActions({ dirty, saving, rootError, onDiscard }: Props) {
  const translate = useT();
  return (
    <>
      {rootError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate(dynamicKey(rootError), { _: rootError })}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={saving}>
          {translate('appUsers.edit.save')}
        </Button>
        <Button variant="outlined" color="secondary" disabled={!dirty || saving} onClick={onDiscard}>
          {translate('appUsers.edit.discard')}
        </Button>
      </Stack>
    </>
  );
}
