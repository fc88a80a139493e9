import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  Typography,
  type ButtonProps,
  type PopoverOrigin,
} from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import CheckIcon from '@mui/icons-material/Check';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const ITEMS = ['profile', 'settings', 'billing'] as const;
const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const DIRECTIONS = {
  down: { anchor: { vertical: 'bottom', horizontal: 'left' }, transform: { vertical: 'top', horizontal: 'left' } },
  up: { anchor: { vertical: 'top', horizontal: 'left' }, transform: { vertical: 'bottom', horizontal: 'left' } },
  end: { anchor: { vertical: 'top', horizontal: 'right' }, transform: { vertical: 'top', horizontal: 'left' } },
  start: { anchor: { vertical: 'top', horizontal: 'left' }, transform: { vertical: 'top', horizontal: 'right' } },
} satisfies Record<string, { anchor: PopoverOrigin; transform: PopoverOrigin }>;

interface DropdownProps {
  label: string;
  button?: ButtonProps;
  placement?: keyof typeof DIRECTIONS;
  children: (close: () => void) => ReactNode;
}

/** A button that opens a menu; `children` renders the items and gets a function that closes the menu. */
function Dropdown({ label, button, placement = 'down', children }: DropdownProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? id : undefined}
        {...button}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu
        id={id}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={DIRECTIONS[placement].anchor}
        transformOrigin={DIRECTIONS[placement].transform}
      >
        {children(close)}
      </Menu>
    </>
  );
}

export default function DropdownShowcase() {
  const t = useScopedTranslate('showcaseComponents.dropdown');
  const colors = useScopedTranslate('showcaseShared.colors');
  const [chosen, setChosen] = useState<string | null>(null);
  const [clipboard, setClipboard] = useState<string | null>(null);
  const [sort, setSort] = useState<'newest' | 'oldest' | 'name'>('newest');
  const items = (close: () => void) =>
    ITEMS.map((item) => (
      <MenuItem
        key={item}
        onClick={() => {
          setChosen(t(`items.${item}`));
          close();
        }}
      >
        {t(`items.${item}`)}
      </MenuItem>
    ));
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          '<Button onClick={(e) => setAnchor(e.currentTarget)}>Account</Button>\n<Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>\n  <MenuItem onClick={…}>Profile</MenuItem>\n</Menu>'
        }
      >
        <Stack spacing={2} alignItems="flex-start">
          <Dropdown label={t('basic.button')}>{items}</Dropdown>
          <Typography variant="body2" aria-live="polite">
            {chosen ? t('chosen', { item: chosen }) : t('nothing')}
          </Typography>
        </Stack>
      </DemoCard>
      <DemoCard title={t('colors.title')} subtitle={t('colors.subtitle')}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {COLORS.map((color, index) => (
            <Dropdown
              key={color}
              label={colors(color)}
              button={{ color, variant: index % 2 ? 'outlined' : 'contained' }}
            >
              {items}
            </Dropdown>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('directions.title')}
        subtitle={t('directions.subtitle')}
        code={
          "<Menu anchorOrigin={{ vertical: 'top', horizontal: 'left' }} transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}>"
        }
      >
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {(Object.keys(DIRECTIONS) as Array<keyof typeof DIRECTIONS>).map((placement) => (
            <Dropdown
              key={placement}
              label={t(`directions.${placement}`)}
              placement={placement}
              button={{ variant: 'outlined' }}
            >
              {items}
            </Dropdown>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('rich.title')} subtitle={t('rich.subtitle')}>
        <Stack spacing={2} alignItems="flex-start">
          <Dropdown label={t('rich.button')} button={{ variant: 'outlined', color: 'secondary' }}>
            {(close) => [
              <ListSubheader key="header">{t('rich.header')}</ListSubheader>,
              <MenuItem
                key="cut"
                onClick={() => {
                  setClipboard(t('rich.cut'));
                  close();
                }}
              >
                <ListItemIcon>
                  <ContentCutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('rich.cut')}</ListItemText>
                <Typography variant="body2" color="text.secondary" dir="ltr">
                  Ctrl+X
                </Typography>
              </MenuItem>,
              <MenuItem
                key="copy"
                onClick={() => {
                  setClipboard(t('rich.copy'));
                  close();
                }}
              >
                <ListItemIcon>
                  <ContentCopyIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('rich.copy')}</ListItemText>
                <Typography variant="body2" color="text.secondary" dir="ltr">
                  Ctrl+C
                </Typography>
              </MenuItem>,
              <MenuItem key="paste" disabled>
                <ListItemIcon>
                  <ContentPasteIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('rich.paste')}</ListItemText>
              </MenuItem>,
              <Divider key="divider" />,
              <MenuItem
                key="delete"
                onClick={() => {
                  setClipboard(t('rich.delete'));
                  close();
                }}
                sx={{ color: 'error.main' }}
              >
                <ListItemIcon>
                  <DeleteIcon fontSize="small" color="error" />
                </ListItemIcon>
                <ListItemText>{t('rich.delete')}</ListItemText>
              </MenuItem>,
            ]}
          </Dropdown>
          <Typography variant="body2" aria-live="polite">
            {clipboard ? t('chosen', { item: clipboard }) : t('nothing')}
          </Typography>
        </Stack>
      </DemoCard>
      <DemoCard title={t('select.title')} subtitle={t('select.subtitle')}>
        <Stack spacing={2} alignItems="flex-start">
          <Dropdown label={t('select.button', { order: t(`select.${sort}`) })} button={{ variant: 'text' }}>
            {(close) =>
              (['newest', 'oldest', 'name'] as const).map((option) => (
                <MenuItem
                  key={option}
                  selected={sort === option}
                  onClick={() => {
                    setSort(option);
                    close();
                  }}
                >
                  <ListItemIcon>{sort === option && <CheckIcon fontSize="small" />}</ListItemIcon>
                  <ListItemText>{t(`select.${option}`)}</ListItemText>
                </MenuItem>
              ))
            }
          </Dropdown>
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
