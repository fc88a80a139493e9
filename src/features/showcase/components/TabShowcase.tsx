import { useState, type ReactNode } from 'react';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PersonPinIcon from '@mui/icons-material/PersonPin';
import CloseIcon from '@mui/icons-material/Close';
import AddIcon from '@mui/icons-material/Add';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const KEYS = ['overview', 'details', 'reviews'] as const;
type Key = (typeof KEYS)[number];

function TabPanel({ id, tab, children }: { id: string; tab: string; children: ReactNode }) {
  return (
    <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`} sx={{ p: 2 }}>
      {children}
    </Box>
  );
}

const a11y = (id: string, tab: string) => ({ id: `${id}-tab-${tab}`, 'aria-controls': `${id}-panel-${tab}` });

function BasicTabs({
  id,
  orientation = 'horizontal',
  variant = 'standard',
  centered = false,
  color = 'primary',
}: {
  id: string;
  orientation?: 'horizontal' | 'vertical';
  variant?: 'standard' | 'fullWidth';
  centered?: boolean;
  color?: 'primary' | 'secondary';
}) {
  const t = useScopedTranslate('showcaseComponents.tab');
  const [value, setValue] = useState<Key>('overview');
  const vertical = orientation === 'vertical';
  return (
    <Box sx={{ display: vertical ? 'flex' : 'block' }}>
      <Tabs
        value={value}
        onChange={(_, next: Key) => setValue(next)}
        orientation={orientation}
        variant={variant}
        centered={centered}
        textColor={color}
        indicatorColor={color}
        aria-label={t('label')}
        sx={
          vertical
            ? { borderInlineEnd: 1, borderColor: 'divider', minWidth: 140 }
            : { borderBottom: 1, borderColor: 'divider' }
        }
      >
        {KEYS.map((key) => (
          <Tab key={key} value={key} label={t(`tabs.${key}`)} {...a11y(id, key)} />
        ))}
        <Tab value="disabled" label={t('tabs.disabled')} disabled {...a11y(id, 'disabled')} />
      </Tabs>
      <TabPanel id={id} tab={value}>
        <Typography color="text.secondary">{t(`panels.${value}`)}</Typography>
      </TabPanel>
    </Box>
  );
}

function IconTabs() {
  const t = useScopedTranslate('showcaseComponents.tab.icons');
  const [value, setValue] = useState(0);
  return (
    <Stack spacing={2}>
      <Tabs value={value} onChange={(_, next: number) => setValue(next)} aria-label={t('label')}>
        <Tab icon={<PhoneIcon />} label={t('recents')} />
        <Tab icon={<FavoriteIcon />} iconPosition="start" label={t('favorites')} />
        <Tab icon={<PersonPinIcon />} aria-label={t('nearby')} />
      </Tabs>
      <Typography color="text.secondary" aria-live="polite">
        {t('showing', { tab: t((['recents', 'favorites', 'nearby'] as const)[value]) })}
      </Typography>
    </Stack>
  );
}

let nextTabId = 4;

function DynamicTabs() {
  const t = useScopedTranslate('showcaseComponents.tab.dynamic');
  const [tabs, setTabs] = useState([1, 2, 3]);
  const [value, setValue] = useState(1);
  const close = (id: number) => {
    const index = tabs.indexOf(id);
    const rest = tabs.filter((x) => x !== id);
    setTabs(rest);
    if (value === id && rest.length) setValue(rest[Math.max(0, index - 1)]);
  };
  const add = () => {
    const id = nextTabId++;
    setTabs([...tabs, id]);
    setValue(id);
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" alignItems="center" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.length > 0 && (
          <Tabs
            value={tabs.includes(value) ? value : false}
            onChange={(_, next: number) => setValue(next)}
            variant="scrollable"
            scrollButtons="auto"
            aria-label={t('label')}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {tabs.map((id) => (
              // A tab may not contain another control: the cross is for the mouse, Delete closes the focused tab.
              <Tab
                key={id}
                value={id}
                component="div"
                {...a11y('dynamic', String(id))}
                aria-keyshortcuts="Delete"
                onKeyDown={(event) => {
                  if (event.key === 'Delete') close(id);
                }}
                label={
                  <Stack direction="row" alignItems="center" spacing={0.5}>
                    <span>{t('tab', { n: id })}</span>
                    {/* Not a button (not even one out of the Tab order): only the mouse's way to what Delete does. */}
                    <Box
                      component="span"
                      aria-hidden
                      title={t('close', { n: id })}
                      onClick={(event) => {
                        event.stopPropagation();
                        close(id);
                      }}
                      sx={{
                        display: 'inline-flex',
                        p: 0.5,
                        borderRadius: '50%',
                        cursor: 'pointer',
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <CloseIcon fontSize="inherit" />
                    </Box>
                  </Stack>
                }
              />
            ))}
          </Tabs>
        )}
        <Button size="small" startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0, marginInlineStart: 'auto' }}>
          {t('add')}
        </Button>
      </Stack>
      {tabs.includes(value) ? (
        <TabPanel id="dynamic" tab={String(value)}>
          <Typography color="text.secondary">{t('content', { n: value })}</Typography>
        </TabPanel>
      ) : (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('empty')}
        </Typography>
      )}
    </Stack>
  );
}

function ScrollableTabs() {
  const t = useScopedTranslate('showcaseComponents.tab.scrollable');
  const [value, setValue] = useState(0);
  return (
    <Tabs
      value={value}
      onChange={(_, next: number) => setValue(next)}
      variant="scrollable"
      scrollButtons
      allowScrollButtonsMobile
      aria-label={t('label')}
    >
      {Array.from({ length: 12 }, (_, index) => (
        <Tab key={index} label={t('item', { n: index + 1 })} />
      ))}
    </Tabs>
  );
}

export default function TabShowcase() {
  const t = useScopedTranslate('showcaseComponents.tab');
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          '<Tabs value={value} onChange={(_, v) => setValue(v)}>\n  <Tab value="overview" label="Overview" id="tab-overview" aria-controls="panel-overview" />\n</Tabs>\n<div role="tabpanel" id="panel-overview" aria-labelledby="tab-overview">…</div>'
        }
      >
        <BasicTabs id="tabs-basic" />
      </DemoCard>
      <DemoCard title={t('fill.title')} subtitle={t('fill.subtitle')}>
        <Stack spacing={2}>
          <BasicTabs id="tabs-full" variant="fullWidth" color="secondary" />
          <BasicTabs id="tabs-centered" centered />
        </Stack>
      </DemoCard>
      <DemoCard title={t('vertical.title')} subtitle={t('vertical.subtitle')}>
        <BasicTabs id="tabs-vertical" orientation="vertical" />
      </DemoCard>
      <DemoCard title={t('icons.title')} subtitle={t('icons.subtitle')}>
        <IconTabs />
      </DemoCard>
      <DemoCard
        title={t('scrollable.title')}
        subtitle={t('scrollable.subtitle')}
        code={'<Tabs variant="scrollable" scrollButtons allowScrollButtonsMobile>'}
      >
        <ScrollableTabs />
      </DemoCard>
      <DemoCard title={t('dynamic.title')} subtitle={t('dynamic.subtitle')}>
        <DynamicTabs />
      </DemoCard>
    </DemoGrid>
  );
}
