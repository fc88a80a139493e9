import { useState } from 'react';
import {
  Box,
  Button,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutline';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

/** `left` and `right` are mirrored by MUI in right-to-left, so they act as start and end. */
const PLACEMENTS = { start: 'left', end: 'right', top: 'top', bottom: 'bottom' } as const;
type Placement = keyof typeof PLACEMENTS;
const ENTRIES = [
  { key: 'dashboard', icon: DashboardIcon },
  { key: 'people', icon: PeopleIcon },
  { key: 'settings', icon: SettingsIcon },
] as const;

function SidebarHeader({ title, onClose, closeLabel }: { title: string; onClose: () => void; closeLabel: string }) {
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1.5 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <IconButton aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}

function PlacedSidebars() {
  const t = useScopedTranslate('showcaseComponents.sidebar');
  const [open, setOpen] = useState<Placement | null>(null);
  const [page, setPage] = useState<(typeof ENTRIES)[number]['key']>('dashboard');
  const horizontal = open === 'top' || open === 'bottom';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {(Object.keys(PLACEMENTS) as Placement[]).map((placement) => (
          <Button key={placement} variant="outlined" onClick={() => setOpen(placement)}>
            {t(`placement.${placement}`)}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {t('placement.current', { page: t(`entries.${page}`) })}
      </Typography>
      <Drawer
        anchor={open ? PLACEMENTS[open] : 'left'}
        open={open !== null}
        onClose={() => setOpen(null)}
        slotProps={{ paper: { sx: { width: horizontal ? 'auto' : 280 }, 'aria-label': t('placement.label') } }}
      >
        <SidebarHeader title={t('placement.heading')} onClose={() => setOpen(null)} closeLabel={t('close')} />
        <Divider />
        <List sx={{ display: horizontal ? 'flex' : 'block' }}>
          {ENTRIES.map(({ key, icon: Icon }) => (
            <ListItem key={key} disablePadding sx={{ width: horizontal ? 'auto' : undefined }}>
              <ListItemButton
                selected={page === key}
                onClick={() => {
                  setPage(key);
                  setOpen(null);
                }}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(`entries.${key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </Stack>
  );
}

/** A persistent sidebar inside a frame: opening it pushes the content aside instead of covering it. */
function PushSidebar() {
  const t = useScopedTranslate('showcaseComponents.sidebar.push');
  const [open, setOpen] = useState(true);
  const width = 180;
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        height: 220,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        sx={{
          width: open ? width : 0,
          flexShrink: 0,
          transition: 'width .2s',
          '& .MuiDrawer-paper': { position: 'absolute', width },
        }}
      >
        <List dense>
          {ENTRIES.map(({ key, icon: Icon }) => (
            <ListItem key={key} disablePadding>
              <ListItemButton>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`entries.${key}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
      <Box sx={{ flex: 1, p: 2, minWidth: 0 }}>
        <Button startIcon={<MenuIcon />} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? 'hide' : 'show')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('text')}
        </Typography>
      </Box>
    </Box>
  );
}

interface Preferences {
  compact: boolean;
  avatars: boolean;
  dark: boolean;
}

function SettingsSidebar() {
  const t = useScopedTranslate('showcaseComponents.sidebar.settings');
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<Preferences>({ compact: false, avatars: true, dark: false });
  const [draft, setDraft] = useState<Preferences>(saved);
  const openSidebar = () => {
    setDraft(saved);
    setOpen(true);
  };
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          p: saved.compact ? 1 : 2.5,
          borderRadius: 1,
          bgcolor: saved.dark ? 'grey.900' : 'action.hover',
          color: saved.dark ? 'grey.100' : 'text.primary',
        }}
      >
        <Stack direction="row" spacing={1.5} alignItems="center">
          {saved.avatars && <Box sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main' }} />}
          <Typography sx={{ color: 'inherit' }}>{t('preview')}</Typography>
        </Stack>
      </Box>
      <div>
        <Button variant="contained" onClick={openSidebar}>
          {t('open')}
        </Button>
      </div>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 300, display: 'flex' } } }}
      >
        <SidebarHeader title={t('heading')} onClose={() => setOpen(false)} closeLabel={t('cancel')} />
        <Divider />
        <Stack sx={{ p: 2, flex: 1 }} spacing={1}>
          {(['compact', 'avatars', 'dark'] as const).map((key) => (
            <FormControlLabel
              key={key}
              label={t(key)}
              control={
                <Switch checked={draft[key]} onChange={(_, checked) => setDraft({ ...draft, [key]: checked })} />
              }
            />
          ))}
        </Stack>
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2 }} justifyContent="flex-end">
          <Button onClick={() => setOpen(false)}>{t('cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setSaved(draft);
              setOpen(false);
            }}
          >
            {t('save')}
          </Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}

export default function SidebarShowcase() {
  const t = useScopedTranslate('showcaseComponents.sidebar');
  return (
    <DemoGrid>
      <DemoCard
        title={t('placement.title')}
        subtitle={t('placement.subtitle')}
        code={'<Drawer anchor="left" open={open} onClose={() => setOpen(false)}>…</Drawer>'}
      >
        <PlacedSidebars />
      </DemoCard>
      <DemoCard
        title={t('push.title')}
        subtitle={t('push.subtitle')}
        code={'<Drawer variant="persistent" open={open}>…</Drawer>'}
      >
        <PushSidebar />
      </DemoCard>
      <DemoCard title={t('settings.title')} subtitle={t('settings.subtitle')}>
        <SettingsSidebar />
      </DemoCard>
    </DemoGrid>
  );
}
