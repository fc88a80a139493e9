import { useRef, useState } from 'react';
import {
  Box,
  Button,
  ButtonGroup,
  ClickAwayListener,
  Grow,
  MenuItem,
  MenuList,
  Paper,
  Popper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const MERGE_OPTIONS = ['merge', 'squash', 'rebase'] as const;
type MergeOption = (typeof MERGE_OPTIONS)[number];
const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

function SplitButton() {
  const t = useScopedTranslate('showcaseComponents.buttonGroup.split');
  const [open, setOpen] = useState(false);
  const [option, setOption] = useState<MergeOption>('merge');
  const [done, setDone] = useState<MergeOption | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <ButtonGroup variant="contained" ref={anchor} aria-label={t('label')}>
        <Button onClick={() => setDone(option)}>{t(option)}</Button>
        <Button
          size="small"
          aria-label={t('choose')}
          aria-haspopup="menu"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Popper open={open} anchorEl={anchor.current} transition placement="bottom-start" sx={{ zIndex: 1 }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps}>
            <Paper elevation={4}>
              <ClickAwayListener onClickAway={() => setOpen(false)}>
                <MenuList autoFocusItem>
                  {MERGE_OPTIONS.map((item) => (
                    <MenuItem
                      key={item}
                      selected={item === option}
                      disabled={item === 'rebase'}
                      onClick={() => {
                        setOption(item);
                        setOpen(false);
                      }}
                    >
                      {t(item)}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
      <Typography variant="body2" aria-live="polite">
        {done ? t('done', { action: t(done) }) : t('idle')}
      </Typography>
    </Stack>
  );
}

export default function ButtonGroupShowcase() {
  const t = useScopedTranslate('showcaseComponents.buttonGroup');
  const sizes = useScopedTranslate('showcaseShared.sizes');
  const [alignment, setAlignment] = useState<'left' | 'center' | 'right'>('left');
  const [view, setView] = useState<'list' | 'module' | 'quilt'>('list');
  const one = t('one');
  const two = t('two');
  const three = t('three');
  return (
    <DemoGrid>
      <DemoCard
        title={t('variants.title')}
        subtitle={t('variants.subtitle')}
        code={'<ButtonGroup variant="outlined">\n  <Button>One</Button>\n  <Button>Two</Button>\n</ButtonGroup>'}
      >
        <Stack spacing={2} alignItems="flex-start">
          {(['contained', 'outlined', 'text'] as const).map((variant) => (
            <ButtonGroup key={variant} variant={variant} aria-label={t(`variants.${variant}`)}>
              <Button>{one}</Button>
              <Button>{two}</Button>
              <Button>{three}</Button>
            </ButtonGroup>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('sizes.title')} subtitle={t('sizes.subtitle')}>
        <Stack spacing={2} alignItems="flex-start">
          {(['small', 'medium', 'large'] as const).map((size, index) => (
            <ButtonGroup key={size} size={size} color={COLORS[index * 2]} variant="outlined" aria-label={sizes(size)}>
              <Button>{one}</Button>
              <Button>{two}</Button>
              <Button>{three}</Button>
            </ButtonGroup>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('vertical.title')}
        subtitle={t('vertical.subtitle')}
        code={'<ButtonGroup orientation="vertical">…</ButtonGroup>'}
      >
        <Stack direction="row" spacing={2}>
          <ButtonGroup orientation="vertical" variant="contained" aria-label={t('vertical.title')}>
            <Button>{one}</Button>
            <Button>{two}</Button>
            <Button>{three}</Button>
          </ButtonGroup>
          <ButtonGroup orientation="vertical" variant="outlined" color="success" aria-label={t('vertical.title')}>
            <Button>{one}</Button>
            <Button>{two}</Button>
            <Button>{three}</Button>
          </ButtonGroup>
        </Stack>
      </DemoCard>
      <DemoCard title={t('split.title')} subtitle={t('split.subtitle')}>
        <SplitButton />
      </DemoCard>
      <DemoCard
        title={t('toggle.title')}
        subtitle={t('toggle.subtitle')}
        code={'<ToggleButtonGroup exclusive value={alignment} onChange={…}>…</ToggleButtonGroup>'}
      >
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={alignment}
            aria-label={t('toggle.alignment')}
            onChange={(_, value: typeof alignment | null) => value && setAlignment(value)}
          >
            <ToggleButton value="left">{t('toggle.start')}</ToggleButton>
            <ToggleButton value="center">{t('toggle.center')}</ToggleButton>
            <ToggleButton value="right">{t('toggle.end')}</ToggleButton>
          </ToggleButtonGroup>
          <Typography
            data-testid="aligned-text"
            sx={{ textAlign: alignment, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
          >
            {t('toggle.sample')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={view}
            aria-label={t('toggle.view')}
            onChange={(_, value: typeof view | null) => value && setView(value)}
          >
            <ToggleButton value="list" aria-label={t('toggle.list')}>
              <ViewListIcon />
            </ToggleButton>
            <ToggleButton value="module" aria-label={t('toggle.grid')}>
              <ViewModuleIcon />
            </ToggleButton>
            <ToggleButton value="quilt" aria-label={t('toggle.quilt')}>
              <ViewQuiltIcon />
            </ToggleButton>
          </ToggleButtonGroup>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: view === 'list' ? '1fr' : view === 'module' ? 'repeat(3, 1fr)' : '2fr 1fr',
            }}
          >
            {[1, 2, 3].map((n) => (
              <Box key={n} sx={{ height: 28, borderRadius: 1, bgcolor: 'primary.main', opacity: 0.25 + n * 0.2 }} />
            ))}
          </Box>
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
