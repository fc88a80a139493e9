import { useState } from 'react';
import {
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Button,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import PersonIcon from '@mui/icons-material/PersonOutline';
import MailIcon from '@mui/icons-material/MailOutline';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import RestoreIcon from '@mui/icons-material/Restore';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import LocationOnIcon from '@mui/icons-material/LocationOnOutlined';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const LINKS = [
  { key: 'home', icon: HomeIcon },
  { key: 'profile', icon: PersonIcon },
  { key: 'messages', icon: MailIcon },
  { key: 'settings', icon: SettingsIcon },
] as const;
type LinkKey = (typeof LINKS)[number]['key'];

interface NavProps {
  label: string;
  value: LinkKey;
  onChange: (key: LinkKey) => void;
  vertical?: boolean;
  fill?: boolean;
  icons?: boolean;
  disabled?: LinkKey;
}

/** A navigation bar of buttons; the current one is marked with aria-current and an underline (or a side bar). */
function Nav({ label, value, onChange, vertical = false, fill = false, icons = false, disabled }: NavProps) {
  const t = useScopedTranslate('showcaseComponents.nav.links');
  return (
    <Box component="nav" aria-label={label}>
      <Stack
        direction={vertical ? 'column' : 'row'}
        sx={{ borderBottom: vertical ? 0 : 1, borderInlineEnd: vertical ? 1 : 0, borderColor: 'divider' }}
      >
        {LINKS.map(({ key, icon: Icon }) => {
          const current = key === value;
          return (
            <Button
              key={key}
              disabled={key === disabled}
              aria-current={current ? 'page' : undefined}
              onClick={() => onChange(key)}
              startIcon={icons ? <Icon /> : undefined}
              color={current ? 'primary' : 'inherit'}
              sx={{
                flex: fill ? 1 : 'none',
                justifyContent: vertical ? 'flex-start' : 'center',
                borderRadius: 0,
                px: 2,
                ...(vertical
                  ? {
                      borderInlineEnd: 2,
                      borderColor: current ? 'primary.main' : 'transparent',
                      marginInlineEnd: '-1px',
                    }
                  : { borderBottom: 2, borderColor: current ? 'primary.main' : 'transparent', mb: '-1px' }),
              }}
            >
              {t(key)}
            </Button>
          );
        })}
      </Stack>
    </Box>
  );
}

function Panel({ value }: { value: LinkKey }) {
  const t = useScopedTranslate('showcaseComponents.nav.panels');
  return (
    <Typography sx={{ p: 2 }} color="text.secondary" aria-live="polite">
      {t(value)}
    </Typography>
  );
}

function NavWithDropdown() {
  const t = useScopedTranslate('showcaseComponents.nav.dropdown');
  const links = useScopedTranslate('showcaseComponents.nav.links');
  const more = ['reports', 'exports', 'archive'] as const;
  type Choice = 'home' | 'profile' | (typeof more)[number];
  const isMoreKey = (key: Choice): key is (typeof more)[number] => (more as readonly string[]).includes(key);
  const [value, setValue] = useState<Choice>('home');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isMore = isMoreKey(value);
  return (
    <>
      <Box component="nav" aria-label={t('label')}>
        <Stack direction="row" spacing={1}>
          {(['home', 'profile'] as const).map((key) => (
            <Button
              key={key}
              variant={value === key ? 'contained' : 'text'}
              aria-current={value === key ? 'page' : undefined}
              onClick={() => setValue(key)}
            >
              {links(key)}
            </Button>
          ))}
          <Button
            variant={isMore ? 'contained' : 'text'}
            endIcon={<ArrowDropDownIcon />}
            aria-haspopup="menu"
            aria-expanded={Boolean(anchor)}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            {isMoreKey(value) ? t(value) : t('more')}
          </Button>
        </Stack>
      </Box>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {more.map((key) => (
          <MenuItem
            key={key}
            selected={value === key}
            onClick={() => {
              setValue(key);
              setAnchor(null);
            }}
          >
            {t(key)}
          </MenuItem>
        ))}
      </Menu>
      <Typography sx={{ p: 2 }} color="text.secondary" aria-live="polite">
        {t('showing', { page: isMoreKey(value) ? t(value) : links(value) })}
      </Typography>
    </>
  );
}

export default function NavShowcase() {
  const t = useScopedTranslate('showcaseComponents.nav');
  const [basic, setBasic] = useState<LinkKey>('home');
  const [fill, setFill] = useState<LinkKey>('profile');
  const [vertical, setVertical] = useState<LinkKey>('messages');
  const [bottom, setBottom] = useState(0);
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          '<Box component="nav" aria-label="Sections">\n  <Button aria-current={current ? \'page\' : undefined}>Home</Button>\n</Box>'
        }
      >
        <Nav label={t('basic.title')} value={basic} onChange={setBasic} disabled="settings" />
        <Panel value={basic} />
      </DemoCard>
      <DemoCard title={t('fill.title')} subtitle={t('fill.subtitle')}>
        <Nav label={t('fill.title')} value={fill} onChange={setFill} fill icons />
        <Panel value={fill} />
      </DemoCard>
      <DemoCard title={t('vertical.title')} subtitle={t('vertical.subtitle')}>
        <Stack direction="row">
          <Nav label={t('vertical.title')} value={vertical} onChange={setVertical} vertical icons />
          <Panel value={vertical} />
        </Stack>
      </DemoCard>
      <DemoCard title={t('dropdown.title')} subtitle={t('dropdown.subtitle')}>
        <NavWithDropdown />
      </DemoCard>
      <DemoCard
        title={t('bottom.title')}
        subtitle={t('bottom.subtitle')}
        code={'<BottomNavigation showLabels value={value} onChange={(_, v) => setValue(v)}>…</BottomNavigation>'}
      >
        <Paper variant="outlined" sx={{ maxWidth: 400 }}>
          <BottomNavigation showLabels value={bottom} onChange={(_, next: number) => setBottom(next)}>
            <BottomNavigationAction label={t('bottom.recents')} icon={<RestoreIcon />} />
            <BottomNavigationAction label={t('bottom.favorites')} icon={<FavoriteIcon />} />
            <BottomNavigationAction label={t('bottom.nearby')} icon={<LocationOnIcon />} />
          </BottomNavigation>
        </Paper>
        <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
          {t('bottom.showing', { page: t(`bottom.${(['recents', 'favorites', 'nearby'] as const)[bottom]}`) })}
        </Typography>
      </DemoCard>
    </DemoGrid>
  );
}
