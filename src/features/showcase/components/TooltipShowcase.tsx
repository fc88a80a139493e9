import { useState } from 'react';
import {
  Box,
  Button,
  ClickAwayListener,
  Grid,
  IconButton,
  Link,
  Stack,
  TextField,
  Tooltip,
  type TooltipProps,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const PLACEMENTS: Array<NonNullable<TooltipProps['placement']>> = [
  'top-start',
  'top',
  'top-end',
  'left-start',
  'right-start',
  'left',
  'right',
  'left-end',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
];
const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

function ClickTooltip() {
  const t = useScopedTranslate('showcaseComponents.tooltip.triggers');
  const [open, setOpen] = useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <span>
        <Tooltip
          open={open}
          onClose={() => setOpen(false)}
          title={t('clicked')}
          arrow
          disableFocusListener
          disableHoverListener
          disableTouchListener
          slotProps={{ popper: { disablePortal: true } }}
        >
          <Button variant="outlined" onClick={() => setOpen(!open)}>
            {t('click')}
          </Button>
        </Tooltip>
      </span>
    </ClickAwayListener>
  );
}

export default function TooltipShowcase() {
  const t = useScopedTranslate('showcaseComponents.tooltip');
  const colors = useScopedTranslate('showcaseShared.colors');
  return (
    <DemoGrid>
      <DemoCard
        title={t('placements.title')}
        subtitle={t('placements.subtitle')}
        code={'<Tooltip title="…" placement="right-start" arrow>\n  <Button>…</Button>\n</Tooltip>'}
      >
        <Grid container spacing={1} columns={3} sx={{ maxWidth: 420, mx: 'auto' }}>
          {PLACEMENTS.map((placement) => (
            <Grid key={placement} size={1}>
              <Tooltip title={t('placements.tip', { placement })} placement={placement} arrow>
                <Button fullWidth size="small" variant="outlined">
                  {placement}
                </Button>
              </Tooltip>
            </Grid>
          ))}
        </Grid>
      </DemoCard>
      <DemoCard
        title={t('colors.title')}
        subtitle={t('colors.subtitle')}
        code={
          "<Tooltip title=\"…\" arrow slotProps={{ tooltip: { sx: { bgcolor: 'success.main' } }, arrow: { sx: { color: 'success.main' } } }}>"
        }
      >
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {COLORS.map((color) => (
            <Tooltip
              key={color}
              title={t('colors.tip', { color: colors(color) })}
              arrow
              slotProps={{
                tooltip: { sx: { bgcolor: `${color}.main`, color: `${color}.contrastText` } },
                arrow: { sx: { color: `${color}.main` } },
              }}
            >
              <Button variant="contained" color={color}>
                {colors(color)}
              </Button>
            </Tooltip>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('triggers.title')} subtitle={t('triggers.subtitle')}>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
          <Tooltip title={t('triggers.hovered')}>
            <Button variant="outlined">{t('triggers.hover')}</Button>
          </Tooltip>
          <Tooltip title={t('triggers.focused')} disableHoverListener>
            <TextField size="small" label={t('triggers.focus')} />
          </Tooltip>
          <ClickTooltip />
          <Tooltip title={t('triggers.disabledTip')}>
            <span>
              <Button disabled>{t('triggers.disabled')}</Button>
            </span>
          </Tooltip>
          <Tooltip title={t('triggers.delete')}>
            <IconButton aria-label={t('triggers.delete')}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </DemoCard>
      <DemoCard title={t('advanced.title')} subtitle={t('advanced.subtitle')}>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
          <Tooltip title={t('advanced.delayed')} enterDelay={800} leaveDelay={300}>
            <Button>{t('advanced.delay')}</Button>
          </Tooltip>
          <Tooltip title={t('advanced.following')} followCursor>
            <Box sx={{ px: 3, py: 2, bgcolor: 'action.hover', borderRadius: 1 }}>{t('advanced.follow')}</Box>
          </Tooltip>
          <Tooltip
            arrow
            title={
              <>
                {t('advanced.richText')}{' '}
                <Link component={RouterLink} to="/ui/typography" color="inherit">
                  {t('advanced.link')}
                </Link>
              </>
            }
          >
            <IconButton aria-label={t('advanced.rich')}>
              <InfoIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
