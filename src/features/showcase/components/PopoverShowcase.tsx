import { useState, type FormEvent, type MouseEvent } from 'react';
import { Box, Button, Popover, Stack, TextField, Typography, type PopoverOrigin } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

type Side = 'top' | 'bottom' | 'start' | 'end';

/** Anchor and transform origins that put the popover on one side of its button, mirrored in right-to-left. */
function origins(side: Side, rtl: boolean): { anchorOrigin: PopoverOrigin; transformOrigin: PopoverOrigin } {
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  switch (side) {
    case 'top':
      return {
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
        transformOrigin: { vertical: 'bottom', horizontal: 'center' },
      };
    case 'bottom':
      return {
        anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
        transformOrigin: { vertical: 'top', horizontal: 'center' },
      };
    case 'start':
      return {
        anchorOrigin: { vertical: 'center', horizontal: start },
        transformOrigin: { vertical: 'center', horizontal: end },
      };
    case 'end':
      return {
        anchorOrigin: { vertical: 'center', horizontal: end },
        transformOrigin: { vertical: 'center', horizontal: start },
      };
  }
}

function PopoverBody({ title, text }: { title: string; text: string }) {
  return (
    <Box sx={{ p: 2, maxWidth: 260 }}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

function SidePopovers() {
  const t = useScopedTranslate('showcaseComponents.popover.sides');
  const theme = useTheme();
  const [open, setOpen] = useState<{ side: Side; anchor: HTMLElement } | null>(null);
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ py: 3, justifyContent: 'center' }}>
      {(['top', 'end', 'bottom', 'start'] as const).map((side) => (
        <Button key={side} variant="outlined" onClick={(event) => setOpen({ side, anchor: event.currentTarget })}>
          {t(side)}
        </Button>
      ))}
      <Popover
        open={Boolean(open)}
        anchorEl={open?.anchor}
        onClose={() => setOpen(null)}
        {...origins(open?.side ?? 'top', theme.direction === 'rtl')}
        slotProps={{ paper: { sx: { m: 1 } } }}
      >
        <PopoverBody title={t('heading', { side: open ? t(open.side) : '' })} text={t('text')} />
      </Popover>
    </Stack>
  );
}

function HoverPopover() {
  const t = useScopedTranslate('showcaseComponents.popover.hover');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Typography
        component="span"
        tabIndex={0}
        aria-describedby={anchor ? 'hover-popover' : undefined}
        onMouseEnter={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        onMouseLeave={() => setAnchor(null)}
        onFocus={(event) => setAnchor(event.currentTarget)}
        onBlur={() => setAnchor(null)}
        sx={{ textDecoration: 'underline dotted', cursor: 'help', color: 'primary.main' }}
      >
        {t('trigger')}
      </Typography>
      <Popover
        id="hover-popover"
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        disableRestoreFocus
        disableAutoFocus
        disableEnforceFocus
        sx={{ pointerEvents: 'none' }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <PopoverBody title={t('heading')} text={t('text')} />
      </Popover>
    </>
  );
}

function EditPopover() {
  const t = useScopedTranslate('showcaseComponents.popover.edit');
  const [name, setName] = useState(() => t('initial'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const open = (event: MouseEvent<HTMLElement>) => {
    setDraft(name);
    setError(null);
    setAnchor(event.currentTarget);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) {
      setError(t('required'));
      return;
    }
    setName(draft.trim());
    setAnchor(null);
  };
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography variant="h6" component="p" aria-live="polite">
        {name}
      </Typography>
      <Button size="small" startIcon={<EditIcon />} onClick={open}>
        {t('button')}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          component="form"
          onSubmit={save}
          noValidate
          sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            autoFocus
            label={t('label')}
            value={draft}
            error={Boolean(error)}
            helperText={error ?? ' '}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" variant="contained">
            {t('save')}
          </Button>
        </Box>
      </Popover>
    </Stack>
  );
}

export default function PopoverShowcase() {
  const t = useScopedTranslate('showcaseComponents.popover');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          '<Button onClick={(e) => setAnchor(e.currentTarget)}>Open</Button>\n<Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}>…</Popover>'
        }
      >
        <Button variant="contained" onClick={(event) => setAnchor(event.currentTarget)}>
          {t('basic.open')}
        </Button>
        <Popover
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          transformOrigin={{ vertical: 'top', horizontal: 'center' }}
          slotProps={{ paper: { sx: { mt: 1 } } }}
        >
          <PopoverBody title={t('basic.heading')} text={t('basic.text')} />
        </Popover>
      </DemoCard>
      <DemoCard
        title={t('sides.title')}
        subtitle={t('sides.subtitle')}
        code={
          "<Popover anchorOrigin={{ vertical: 'center', horizontal: 'right' }} transformOrigin={{ vertical: 'center', horizontal: 'left' }} />"
        }
      >
        <SidePopovers />
      </DemoCard>
      <DemoCard title={t('hover.title')} subtitle={t('hover.subtitle')}>
        <Typography>
          {t('hover.before')} <HoverPopover /> {t('hover.after')}
        </Typography>
      </DemoCard>
      <DemoCard title={t('edit.title')} subtitle={t('edit.subtitle')}>
        <EditPopover />
      </DemoCard>
    </DemoGrid>
  );
}
