import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useT } from '@/i18n/useT';
import { useMessage } from '@/shared/useMessage';

interface Props {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onDiscard: () => void;
  dirty: boolean;
  saving: boolean;
  rootError?: string;
  /** The offer to restore a draft kept from before a reload or a sign-in. */
  draftOffer?: ReactNode;
  children: ReactNode;
}

/** The frame of every settings tab: its fields, a failure that belongs to no field, and Save / Discard. */
export function SettingsForm({ onSubmit, onDiscard, dirty, saving, rootError, draftOffer, children }: Props) {
  const translate = useT();
  const message = useMessage();
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {draftOffer}
      {children}
      {rootError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {message(rootError)}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('accountSetting.save')}
        </Button>
        <Button variant="outlined" color="secondary" onClick={onDiscard} disabled={!dirty || saving}>
          {translate('accountSetting.discard')}
        </Button>
      </Stack>
    </Box>
  );
}
