import { Box, Divider, Grid, InputAdornment, Stack, Switch, TextField, Typography } from '@mui/material';
import TwitterIcon from '@mui/icons-material/Twitter';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import InstagramIcon from '@mui/icons-material/Instagram';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import GitHubIcon from '@mui/icons-material/GitHub';
import TagIcon from '@mui/icons-material/Tag';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import TaskIcon from '@mui/icons-material/TaskAltOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/useT';
import { useMessage } from '@/shared/useMessage';
import { saveOwnTab } from './ownSettings';
import { SOCIAL_NETWORKS, socialSchema, type SocialSettings } from './schemas';
import { SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

const networkIcons: Record<(typeof SOCIAL_NETWORKS)[number], SvgIconComponent> = {
  twitter: TwitterIcon,
  facebook: FacebookIcon,
  google: GoogleIcon,
  linkedIn: LinkedInIcon,
  instagram: InstagramIcon,
  quora: ForumIcon,
};
const services: Record<string, { name: string; Icon: SvgIconComponent }> = {
  google: { name: 'Google', Icon: GoogleIcon },
  slack: { name: 'Slack', Icon: TagIcon },
  github: { name: 'GitHub', Icon: GitHubIcon },
  mailchimp: { name: 'Mailchimp', Icon: MailIcon },
  asana: { name: 'Asana', Icon: TaskIcon },
};

interface Props {
  initial: SocialSettings;
  onDirtyChange: (dirty: boolean) => void;
}

/** Profile links on six networks, and which outside services are connected to the account. */
export function SocialTab({ initial, onDirtyChange }: Props) {
  const translate = useT();
  const message = useMessage();
  const client = useQueryClient();
  const { form, submit, discard, saving, dirty, rootError, draftOffer } = useSettingsForm({
    draft: 'social',
    schema: socialSchema,
    initial,
    onDirtyChange,
    save: (values) => saveOwnTab('social', values),
    onSaved: () => void client.invalidateQueries({ queryKey: ['account-setting'] }),
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const connections = watch('connections');

  return (
    <SettingsForm
      draftOffer={draftOffer}
      onSubmit={submit}
      onDiscard={discard}
      dirty={dirty}
      saving={saving}
      rootError={rootError}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        {translate('accountSetting.social.links')}
      </Typography>
      <Grid container spacing={2}>
        {SOCIAL_NETWORKS.map((network) => {
          const Icon = networkIcons[network];
          const error = errors.socialLinks?.[network];
          return (
            <Grid key={network} size={{ xs: 12, sm: 6 }}>
              <TextField
                {...register(`socialLinks.${network}`)}
                id={`social-${network}`}
                fullWidth
                type="url"
                label={translate(`accountSetting.social.networks.${network}`)}
                placeholder="https://"
                error={Boolean(error)}
                helperText={message(error?.message) ?? ' '}
                slotProps={{
                  inputLabel: { shrink: true },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <Icon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
            </Grid>
          );
        })}
      </Grid>
      <Divider sx={{ my: 3 }} />
      <Typography variant="h6" component="h3">
        {translate('accountSetting.social.connections')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('accountSetting.social.connectionsHint')}
      </Typography>
      <Stack spacing={2} divider={<Divider flexItem />}>
        {connections.map((connection, index) => {
          const service = services[connection.id];
          const accountError = errors.connections?.[index]?.account;
          return (
            <Stack
              key={connection.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              alignItems={{ sm: 'center' }}
            >
              <Stack direction="row" spacing={1.5} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ p: 1, borderRadius: 1.5, bgcolor: 'action.hover', display: 'flex' }}>
                  <service.Icon />
                </Box>
                <Box>
                  <Typography fontWeight={600} id={`connection-${connection.id}`}>
                    {service.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`accountSetting.social.services.${connection.id}`)}
                  </Typography>
                </Box>
              </Stack>
              {connection.connected && (
                <TextField
                  {...register(`connections.${index}.account`)}
                  size="small"
                  id={`connection-${connection.id}-account`}
                  label={translate('accountSetting.social.account', { service: service.name })}
                  error={Boolean(accountError)}
                  helperText={message(accountError?.message) ?? ' '}
                  sx={{ minWidth: 220 }}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              )}
              <Controller
                control={control}
                name={`connections.${index}.connected`}
                render={({ field }) => (
                  <Stack direction="row" alignItems="center" component="label" sx={{ cursor: 'pointer' }}>
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{
                        input: {
                          'aria-label': translate('accountSetting.social.connectService', { service: service.name }),
                        },
                      }}
                    />
                    <Typography variant="body2" sx={{ minWidth: 90 }}>
                      {translate(
                        field.value ? 'accountSetting.social.connected' : 'accountSetting.social.notConnected',
                      )}
                    </Typography>
                  </Stack>
                )}
              />
            </Stack>
          );
        })}
      </Stack>
    </SettingsForm>
  );
}
