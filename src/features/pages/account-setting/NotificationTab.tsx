import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/useT';
import { saveOwnTab } from './ownSettings';
import { NOTIFICATION_FLAGS, notificationSchema, type NotificationSettings } from './schemas';
import { SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

interface Props {
  initial: NotificationSettings;
  onDirtyChange: (dirty: boolean) => void;
}

const groups = [
  { key: 'activity', flags: NOTIFICATION_FLAGS.slice(0, 3) },
  { key: 'application', flags: NOTIFICATION_FLAGS.slice(3) },
] as const;

/** The six e-mail notification flags of the seed, grouped as in the template. */
export function NotificationTab({ initial, onDirtyChange }: Props) {
  const translate = useT();
  const client = useQueryClient();
  const { form, submit, discard, saving, dirty, rootError, draftOffer } = useSettingsForm({
    draft: 'notification',
    schema: notificationSchema,
    initial,
    onDirtyChange,
    save: (values) => saveOwnTab('notification', values),
    onSaved: () => void client.invalidateQueries({ queryKey: ['account-setting'] }),
  });
  return (
    <SettingsForm
      draftOffer={draftOffer}
      onSubmit={submit}
      onDiscard={discard}
      dirty={dirty}
      saving={saving}
      rootError={rootError}
    >
      {groups.map((group) => (
        <FormGroup key={group.key} sx={{ mb: 2 }} aria-labelledby={`notification-${group.key}`}>
          <Typography id={`notification-${group.key}`} variant="h6" component="h3" sx={{ mb: 1 }}>
            {translate(`accountSetting.notification.groups.${group.key}`)}
          </Typography>
          {group.flags.map((flag) => (
            <Controller
              key={flag}
              control={form.control}
              name={flag}
              render={({ field }) => (
                <FormControlLabel
                  label={translate(`accountSetting.notification.flags.${flag}`)}
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      name={flag}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
      ))}
    </SettingsForm>
  );
}
