import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { CHAT_STATUSES, type ChatProfileChanges, type ChatProfileUser, type ChatStatus } from '@/mock/types/chat';
import { chatKeys, fetchProfileUser, updateProfileUser } from './api';
import { StatusAvatar } from './StatusAvatar';

export const ABOUT_MAX = 500;

/** My chat profile: about text, status and settings, each saved as it changes (about when leaving the field). */
export function ProfileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = useId();
  const query = useQuery({ queryKey: chatKeys.profile, queryFn: fetchProfileUser, enabled: open });
  const profile = query.data;
  const [about, setAbout] = useState('');
  useEffect(() => {
    if (profile) setAbout(profile.about);
  }, [profile]);

  const save = useMutation({
    mutationFn: updateProfileUser,
    // The switch or radio shows its new state at once; a failure puts the saved state back.
    onMutate: ({ settings, ...fields }: ChatProfileChanges) => {
      queryClient.setQueryData<ChatProfileUser>(
        chatKeys.profile,
        (current) => current && { ...current, ...fields, settings: { ...current.settings, ...settings } },
      );
    },
    onSuccess: (saved: ChatProfileUser) => {
      queryClient.setQueryData(chatKeys.profile, saved);
      notify('chatApp.profile.saved', { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: chatKeys.overview });
    },
    onError: () => {
      notify('chatApp.errors.saveFailed', { type: 'error' });
      return queryClient.invalidateQueries({ queryKey: chatKeys.profile });
    },
  });
  const change = (changes: ChatProfileChanges) => save.mutate(changes);
  const aboutError =
    about.length > ABOUT_MAX ? translate('chatApp.profile.aboutTooLong', { max: ABOUT_MAX }) : undefined;

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
    >
      <Box sx={{ p: 2.5 }} role="region" aria-labelledby={`${id}-title`}>
        <Stack direction="row" alignItems="center">
          <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('chatApp.profile.title')}
          </Typography>
          <IconButton aria-label={translate('chatApp.profile.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {!profile ? (
          <LinearProgress aria-label={translate('chatApp.loading')} />
        ) : (
          <Stack spacing={3} sx={{ mt: 2 }}>
            <Stack alignItems="center" spacing={1}>
              <StatusAvatar src={profile.avatar} name={profile.fullName} status={profile.status} size={72} />
              <Typography variant="h6" component="p">
                {profile.fullName}
              </Typography>
              <Typography color="text.secondary">{profile.role}</Typography>
            </Stack>
            <TextField
              label={translate('chatApp.profile.about')}
              multiline
              minRows={3}
              value={about}
              onChange={(event) => setAbout(event.target.value)}
              error={Boolean(aboutError)}
              helperText={aboutError ?? translate('chatApp.profile.aboutHint')}
              onBlur={() => {
                if (!aboutError && about.trim() !== profile.about) change({ about });
              }}
            />
            <FormControl>
              <FormLabel id={`${id}-status`}>{translate('chatApp.profile.status')}</FormLabel>
              <RadioGroup
                aria-labelledby={`${id}-status`}
                value={profile.status}
                onChange={(event) => change({ status: event.target.value as ChatStatus })}
              >
                {CHAT_STATUSES.map((status) => (
                  <FormControlLabel
                    key={status}
                    value={status}
                    control={<Radio />}
                    label={translate(`chatApp.status.${status}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl component="fieldset">
              <FormLabel component="legend">{translate('chatApp.profile.settings')}</FormLabel>
              <FormControlLabel
                label={translate('chatApp.profile.twoStep')}
                control={
                  <Switch
                    checked={profile.settings.isTwoStepAuthVerificationEnabled}
                    onChange={(event) =>
                      change({ settings: { isTwoStepAuthVerificationEnabled: event.target.checked } })
                    }
                  />
                }
              />
              <FormControlLabel
                label={translate('chatApp.profile.notifications')}
                control={
                  <Switch
                    checked={profile.settings.isNotificationsOn}
                    onChange={(event) => change({ settings: { isNotificationsOn: event.target.checked } })}
                  />
                }
              />
            </FormControl>
          </Stack>
        )}
      </Box>
    </Drawer>
  );
}
