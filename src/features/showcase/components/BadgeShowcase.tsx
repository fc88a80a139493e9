import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  ButtonGroup,
  Chip,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import MailIcon from '@mui/icons-material/MailOutline';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const POSITIONS = [
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
] as const;

function CounterBadge() {
  const t = useScopedTranslate('showcaseComponents.badge.counter');
  const [count, setCount] = useState(4);
  const [dot, setDot] = useState(false);
  const [showZero, setShowZero] = useState(false);
  const [hidden, setHidden] = useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} alignItems="center">
        <Badge
          badgeContent={count}
          max={99}
          color="error"
          variant={dot ? 'dot' : 'standard'}
          showZero={showZero}
          invisible={hidden}
        >
          <NotificationsIcon fontSize="large" />
        </Badge>
        <ButtonGroup size="small" aria-label={t('count')}>
          <Button aria-label={t('decrease')} onClick={() => setCount(Math.max(0, count - 1))}>
            <RemoveIcon fontSize="small" />
          </Button>
          <Button aria-label={t('increase')} onClick={() => setCount(count + 1)}>
            <AddIcon fontSize="small" />
          </Button>
          <Button onClick={() => setCount(120)}>120</Button>
        </ButtonGroup>
        <Typography variant="body2" aria-live="polite">
          {t('value', { count })}
        </Typography>
      </Stack>
      <Stack direction="row" flexWrap="wrap" useFlexGap>
        <FormControlLabel control={<Switch checked={dot} onChange={(_, v) => setDot(v)} />} label={t('dot')} />
        <FormControlLabel
          control={<Switch checked={showZero} onChange={(_, v) => setShowZero(v)} />}
          label={t('showZero')}
        />
        <FormControlLabel control={<Switch checked={hidden} onChange={(_, v) => setHidden(v)} />} label={t('hide')} />
      </Stack>
    </Stack>
  );
}

export default function BadgeShowcase() {
  const t = useScopedTranslate('showcaseComponents.badge');
  const colors = useScopedTranslate('showcaseShared.colors');
  return (
    <DemoGrid>
      <DemoCard
        title={t('colors.title')}
        subtitle={t('colors.subtitle')}
        code={'<Badge badgeContent={4} color="success">\n  <MailIcon />\n</Badge>'}
      >
        <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap sx={{ pt: 1 }}>
          {COLORS.map((color, index) => (
            <Badge key={color} badgeContent={index + 1} color={color} aria-label={`${colors(color)}: ${index + 1}`}>
              <MailIcon />
            </Badge>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('counter.title')}
        subtitle={t('counter.subtitle')}
        code={'<Badge badgeContent={count} max={99} showZero variant="dot">…</Badge>'}
      >
        <CounterBadge />
      </DemoCard>
      <DemoCard
        title={t('positions.title')}
        subtitle={t('positions.subtitle')}
        code={"<Badge anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>…</Badge>"}
      >
        <Stack direction="row" spacing={4} sx={{ pt: 1 }}>
          {POSITIONS.map((anchorOrigin) => (
            <Badge
              key={`${anchorOrigin.vertical}-${anchorOrigin.horizontal}`}
              badgeContent={9}
              color="primary"
              anchorOrigin={anchorOrigin}
            >
              <Box sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: 'action.selected' }} />
            </Badge>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('labels.title')}
        subtitle={t('labels.subtitle')}
        code={'<Typography variant="h6">Heading <Chip size="small" label="New" color="primary" /></Typography>'}
      >
        <Stack spacing={1.5}>
          {(['h4', 'h5', 'h6'] as const).map((variant) => (
            <Typography key={variant} variant={variant}>
              {t('labels.heading')}{' '}
              <Chip
                size="small"
                label={t('labels.new')}
                color="primary"
                sx={{ borderRadius: 1, verticalAlign: 'middle' }}
              />
            </Typography>
          ))}
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {COLORS.map((color) => (
              <Chip key={color} size="small" label={colors(color)} color={color} sx={{ borderRadius: 1 }} />
            ))}
          </Stack>
        </Stack>
      </DemoCard>
      <DemoCard title={t('inButtons.title')} subtitle={t('inButtons.subtitle')}>
        <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
          <Button
            variant="contained"
            endIcon={
              <Chip size="small" label="4" sx={{ height: 20, bgcolor: 'background.paper', color: 'primary.main' }} />
            }
          >
            {t('inButtons.messages')}
          </Button>
          <Button
            variant="outlined"
            color="success"
            endIcon={<Chip size="small" label="12" color="success" sx={{ height: 20 }} />}
          >
            {t('inButtons.tasks')}
          </Button>
          <IconButton aria-label={t('inButtons.cart', { smart_count: 3 })}>
            <Badge badgeContent={3} color="primary">
              <ShoppingCartIcon />
            </Badge>
          </IconButton>
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
