import { useState } from 'react';
import { Badge, Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import MailIcon from '@mui/icons-material/MailOutline';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const KEYS = ['home', 'profile', 'messages', 'disabled'] as const;
type Key = (typeof KEYS)[number];

/** Tabs drawn as pills: no indicator line, the selected tab filled with the primary colour. */
const pills = (fill = false): SxProps<Theme> => ({
  minHeight: 0,
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTabs-flexContainer': { gap: 1 },
  '& .MuiTab-root': {
    minHeight: 38,
    borderRadius: 999,
    px: 2.5,
    flex: fill ? 1 : 'none',
    '&.Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  },
});

function PillPanels({
  id,
  value,
  vertical = false,
  fill = false,
  icons = false,
}: {
  id: string;
  value: Key;
  vertical?: boolean;
  fill?: boolean;
  icons?: boolean;
}) {
  const t = useScopedTranslate('showcaseComponents.pill');
  const [current, setCurrent] = useState<Key>(value);
  const icon = {
    home: <HomeIcon />,
    profile: <PersonIcon />,
    messages: (
      <Badge badgeContent={3} color="error">
        <MailIcon />
      </Badge>
    ),
    disabled: undefined,
  };
  return (
    <Stack direction={vertical ? 'row' : 'column'} spacing={2}>
      <Tabs
        value={current}
        onChange={(_, next: Key) => setCurrent(next)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant={fill ? 'fullWidth' : 'standard'}
        aria-label={t('label')}
        sx={pills(fill)}
      >
        {KEYS.map((key) => (
          <Tab
            key={key}
            value={key}
            label={t(`tabs.${key}`)}
            disabled={key === 'disabled'}
            id={`${id}-tab-${key}`}
            aria-controls={`${id}-panel-${key}`}
            icon={icons ? icon[key] : undefined}
            iconPosition="start"
          />
        ))}
      </Tabs>
      {KEYS.filter((key) => key === current).map((key) => (
        <Box
          key={key}
          role="tabpanel"
          id={`${id}-panel-${key}`}
          aria-labelledby={`${id}-tab-${key}`}
          sx={{ flex: 1, p: 1 }}
        >
          <Typography color="text.secondary">{t(`panels.${key}`)}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

export default function PillShowcase() {
  const t = useScopedTranslate('showcaseComponents.pill');
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          "<Tabs value={value} onChange={…} sx={{ '& .MuiTabs-indicator': { display: 'none' },\n  '& .Mui-selected': { bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 999 } }}>"
        }
      >
        <PillPanels id="pill-basic" value="home" />
      </DemoCard>
      <DemoCard title={t('fill.title')} subtitle={t('fill.subtitle')}>
        <PillPanels id="pill-fill" value="profile" fill />
      </DemoCard>
      <DemoCard title={t('icons.title')} subtitle={t('icons.subtitle')}>
        <PillPanels id="pill-icons" value="messages" icons />
      </DemoCard>
      <DemoCard title={t('vertical.title')} subtitle={t('vertical.subtitle')}>
        <PillPanels id="pill-vertical" value="home" vertical />
      </DemoCard>
    </DemoGrid>
  );
}
