import { useState } from 'react';
import { Box, Card, CardContent, LinearProgress, Tab, Tabs } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import { useParams } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { AccountTab } from './edit/AccountTab';
import { InformationTab } from './edit/InformationTab';
import { SocialTab } from './edit/SocialTab';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { useUserRecord } from './useUserRecord';

const TABS = [
  { key: 'account', icon: <PersonIcon fontSize="small" /> },
  { key: 'information', icon: <InfoIcon fontSize="small" /> },
  { key: 'social', icon: <ShareIcon fontSize="small" /> },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** Edits one user in three tabs; each tab saves its own fields. */
export default function UserEditPage() {
  const translate = useT();
  const { id } = useParams();
  const { query, notFound } = useUserRecord(id);
  const [tab, setTab] = useState<TabKey>('account');
  if (notFound) {
    return (
      <NotFoundState
        title={translate('appUsers.notFound.title')}
        message={translate('appUsers.notFound.message', { id: id ?? '' })}
        backTo="/apps/users/list"
        backLabel={translate('appUsers.notFound.back')}
      />
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LinearProgress aria-label={translate('appUsers.common.loading')} />;
  const user = query.data;
  return (
    <Card>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, next: TabKey) => setTab(next)}
          variant="scrollable"
          aria-label={translate('appUsers.edit.title')}
        >
          {TABS.map(({ key, icon }) => (
            <Tab
              key={key}
              value={key}
              icon={icon}
              iconPosition="start"
              label={translate(`appUsers.edit.tabs.${key}`)}
              id={`user-tab-${key}`}
              aria-controls={`user-panel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      {/* Every tab stays mounted (hidden when not chosen) so switching tabs keeps what was typed. */}
      {TABS.map(({ key }) => (
        <CardContent
          key={key}
          role="tabpanel"
          id={`user-panel-${key}`}
          aria-labelledby={`user-tab-${key}`}
          hidden={tab !== key}
        >
          {key === 'account' && <AccountTab key={user.id} user={user} />}
          {key === 'information' && <InformationTab key={user.id} user={user} />}
          {key === 'social' && <SocialTab key={user.id} user={user} />}
        </CardContent>
      ))}
    </Card>
  );
}
