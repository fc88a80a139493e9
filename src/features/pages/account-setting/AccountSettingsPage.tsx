import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Grid, LinearProgress, Tab, Tabs, Typography, useMediaQuery, useTheme } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import LockIcon from '@mui/icons-material/LockOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useT } from '@/i18n/useT';
import { ACCOUNT_ME_KEY, fetchAccount } from '@/auth/account';
import { LoadError } from '@/shared/LoadError';
import { useUnsavedChangesGuard } from '@/shared/useUnsavedChangesGuard';
import { fetchAccountSettings } from './api';
import { settingsFor } from './ownSettings';
import { GeneralTab } from './GeneralTab';
import { InfoTab } from './InfoTab';
import { NotificationTab } from './NotificationTab';
import { PasswordTab } from './PasswordTab';
import { SocialTab } from './SocialTab';

const TABS = [
  { key: 'general', Icon: PersonIcon },
  { key: 'password', Icon: LockIcon },
  { key: 'info', Icon: InfoIcon },
  { key: 'social', Icon: LinkIcon },
  { key: 'notification', Icon: NotificationsIcon },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * Account settings: a tab per part of the account, each saved on its own, with a warning before edits are lost.
 * Name, e-mail, avatar and password are the signed-in person's own (/v1/account); the rest is the template's demo,
 * shown only to the person it belongs to (./ownSettings.ts).
 */
export default function AccountSettingsPage() {
  const translate = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const person = useQuery({ queryKey: ACCOUNT_ME_KEY, queryFn: fetchAccount });
  const query = useQuery({ queryKey: ['account-setting'], queryFn: fetchAccountSettings, staleTime: Infinity });
  const [tab, setTab] = useState<TabKey>('general');
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  const guard = useUnsavedChangesGuard(dirty);

  if (query.isError || person.isError)
    return (
      <LoadError
        onRetry={() => {
          void query.refetch();
          void person.refetch();
        }}
      />
    );
  if (!query.data || !person.data) return <LinearProgress aria-label={translate('shared.loading')} />;
  const settings = settingsFor(person.data, query.data);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 3 }}>
        <Tabs
          value={tab}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="scrollable"
          aria-label={translate('accountSetting.tabsLabel')}
          onChange={(_, next: TabKey) =>
            guard.confirmThen(() => {
              setDirty(false);
              setTab(next);
            })
          }
          sx={{ '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 48 } }}
        >
          {TABS.map(({ key, Icon }) => (
            <Tab
              key={key}
              value={key}
              id={`settings-tab-${key}`}
              aria-controls="settings-panel"
              icon={<Icon fontSize="small" />}
              iconPosition="start"
              label={translate(`accountSetting.tabs.${key}`)}
            />
          ))}
        </Tabs>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <Card id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`}>
          <CardContent sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
              {translate(`accountSetting.tabs.${tab}`)}
            </Typography>
            {tab === 'general' && (
              <GeneralTab person={person.data} demo={settings.general} onDirtyChange={onDirtyChange} />
            )}
            {tab === 'password' && <PasswordTab onDirtyChange={onDirtyChange} />}
            {tab === 'info' && <InfoTab initial={settings.info} onDirtyChange={onDirtyChange} />}
            {tab === 'social' && <SocialTab initial={settings.social} onDirtyChange={onDirtyChange} />}
            {tab === 'notification' && (
              <NotificationTab initial={settings.notification} onDirtyChange={onDirtyChange} />
            )}
          </CardContent>
        </Card>
      </Grid>
      {guard.dialog}
    </Grid>
  );
}
