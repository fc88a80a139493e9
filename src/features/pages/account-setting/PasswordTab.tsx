import { useState } from 'react';
import {
  Grid,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import MetIcon from '@mui/icons-material/CheckCircle';
import UnmetIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useT } from '@/i18n/useT';
import { useMessage } from '@/shared/useMessage';
import { changePassword } from '@/auth/account';
import { passwordChecklist } from './passwordChecklist';
import { changePasswordSchema, type PasswordChangeForm } from './schemas';
import { SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', retypePassword: '' };

/**
 * Change password: the current one (checked by the server), a new one meeting the product's password policy and
 * differing from it, and its confirmation. The server signs every other session out and sends this one new tokens.
 */
export function PasswordTab({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const translate = useT();
  const message = useMessage();
  const [shown, setShown] = useState<Record<keyof PasswordChangeForm, boolean>>({
    currentPassword: false,
    newPassword: false,
    retypePassword: false,
  });
  const { form, submit, discard, saving, dirty, rootError } = useSettingsForm({
    schema: changePasswordSchema,
    initial: EMPTY,
    onDirtyChange,
    afterSave: () => EMPTY,
    save: ({ currentPassword, newPassword }) => changePassword({ currentPassword, newPassword }),
    successMessage: 'accountSetting.password.changed',
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const [current, next, retype] = watch(['currentPassword', 'newPassword', 'retypePassword']);

  const field = (name: keyof PasswordChangeForm, autoComplete: string) => ({
    ...register(name),
    id: `password-${name}`,
    fullWidth: true,
    autoComplete,
    type: shown[name] ? 'text' : 'password',
    label: translate(`accountSetting.password.${name}`),
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message) ?? ' ',
    slotProps: {
      inputLabel: { shrink: true },
      input: {
        endAdornment: (
          <InputAdornment position="end">
            <IconButton
              edge="end"
              onClick={() => setShown((s) => ({ ...s, [name]: !s[name] }))}
              aria-label={translate(shown[name] ? 'accountSetting.password.hide' : 'accountSetting.password.show', {
                field: translate(`accountSetting.password.${name}`),
              })}
            >
              {shown[name] ? <VisibilityOffIcon /> : <VisibilityIcon />}
            </IconButton>
          </InputAdornment>
        ),
      },
    },
  });

  return (
    <SettingsForm onSubmit={submit} onDiscard={discard} dirty={dirty} saving={saving} rootError={rootError}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('currentPassword', 'current-password')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('newPassword', 'new-password')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('retypePassword', 'new-password')} />
        </Grid>
      </Grid>
      <Typography variant="subtitle2" sx={{ mt: 3 }} id="password-rules">
        {translate('accountSetting.password.rulesTitle')}
      </Typography>
      <List dense aria-labelledby="password-rules" sx={{ columns: { sm: 2 } }}>
        {passwordChecklist(current, next, retype).map((item) => (
          <ListItem key={item.id} disableGutters data-met={item.met}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {item.met ? (
                <MetIcon fontSize="small" color="success" />
              ) : (
                <UnmetIcon fontSize="small" color="disabled" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={translate(`accountSetting.password.rules.${item.id}`)}
              slotProps={{ primary: { color: item.met ? 'text.primary' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </SettingsForm>
  );
}
