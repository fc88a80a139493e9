import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useT } from '@/i18n/useT';

function isLinkTarget(value: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(value.trim())) return true;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Asks for a link's address: a full web address or a mailto: address. */
export function LinkDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const translate = useT();
  const [href, setHref] = useState(initial);
  const [touched, setTouched] = useState(false);
  const valid = isLinkTarget(href);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setTouched(true);
          if (valid) onSave(href.trim());
        }}
      >
        <DialogTitle>{translate('shared.richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('shared.richText.linkAddress')}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            helperText={
              touched && !valid ? translate('shared.richText.linkInvalid') : translate('shared.richText.linkHelp')
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('shared.richText.linkSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
