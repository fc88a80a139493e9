import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import {} from 'react-admin';
import { useFormat } from '@/i18n/format';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

type Color = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

interface Entry {
  id: string;
  color: Color;
  title: string;
  time: string;
  text?: ReactNode;
  icon?: ReactNode;
}

/** A vertical timeline: a dot (or icon) per entry, joined by a line, with optional opposite text on the other side. */
function Timeline({ entries, opposite = false }: { entries: Entry[]; opposite?: boolean }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry, index) => (
        <Box component="li" key={entry.id} sx={{ display: 'flex', gap: 2, minHeight: 72 }}>
          {opposite && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ width: 90, flexShrink: 0, textAlign: 'end', pt: entry.icon ? 0.75 : 0 }}
            >
              {entry.time}
            </Typography>
          )}
          <Stack alignItems="center" sx={{ flexShrink: 0 }}>
            {entry.icon ? (
              <Box
                sx={(theme) => ({
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bgcolor: alpha(theme.palette[entry.color].main, 0.16),
                  color: `${entry.color}.main`,
                })}
              >
                {entry.icon}
              </Box>
            ) : (
              <Box
                sx={(theme) => ({
                  width: 14,
                  height: 14,
                  mt: 0.5,
                  borderRadius: '50%',
                  bgcolor: `${entry.color}.main`,
                  boxShadow: `0 0 0 4px ${alpha(theme.palette[entry.color].main, 0.2)}`,
                })}
              />
            )}
            {index < entries.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
          </Stack>
          <Box sx={{ pb: 2, flex: 1, minWidth: 0 }}>
            <Stack direction="row" justifyContent="space-between" spacing={1} sx={{ pt: entry.icon ? 0.5 : 0 }}>
              <Typography variant="subtitle2">{entry.title}</Typography>
              {!opposite && (
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {entry.time}
                </Typography>
              )}
            </Stack>
            {entry.text && (
              <Typography variant="body2" color="text.secondary" component="div">
                {entry.text}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

type Kind = 'note' | 'call' | 'mail';
const KIND_COLOR: Record<Kind, Color> = { note: 'primary', call: 'success', mail: 'info' };

function ActivityFeed() {
  const t = useScopedTranslate('showcaseComponents.timeline.feed');
  const format = useFormat();
  const [items, setItems] = useState<Array<{ id: string; kind: Kind; text: string; at: Date }>>(() => [
    { id: 'a', kind: 'call', text: t('sampleCall'), at: new Date(Date.now() - 3 * 3600_000) },
    { id: 'b', kind: 'mail', text: t('sampleMail'), at: new Date(Date.now() - 26 * 3600_000) },
    { id: 'c', kind: 'note', text: t('sampleNote'), at: new Date(Date.now() - 50 * 3600_000) },
  ]);
  const [filter, setFilter] = useState<Kind | 'all'>('all');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) {
      setError(t('required'));
      return;
    }
    setItems([{ id: String(Date.now()), kind: 'note', text: draft.trim(), at: new Date() }, ...items]);
    setDraft('');
    setError(null);
  };
  const shown = items.filter((item) => filter === 'all' || item.kind === filter);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap role="group" aria-label={t('filter')}>
        {(['all', 'note', 'call', 'mail'] as const).map((kind) => (
          <Chip
            key={kind}
            label={t(`kinds.${kind}`)}
            color={filter === kind ? 'primary' : 'default'}
            variant={filter === kind ? 'filled' : 'outlined'}
            onClick={() => setFilter(kind)}
            aria-pressed={filter === kind}
          />
        ))}
      </Stack>
      <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
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
          {t('add')}
        </Button>
      </Box>
      {shown.length ? (
        <Timeline
          entries={shown.map((item) => ({
            id: item.id,
            color: KIND_COLOR[item.kind],
            title: t(`kinds.${item.kind}`),
            text: item.text,
            time: format.dateTime(item.at),
          }))}
        />
      ) : (
        <Typography color="text.secondary">{t('empty')}</Typography>
      )}
    </Stack>
  );
}

export default function TimelineShowcase() {
  const t = useScopedTranslate('showcaseComponents.timeline');
  const basic: Entry[] = (['kickoff', 'design', 'build', 'launch'] as const).map((key, index) => ({
    id: key,
    color: (['primary', 'warning', 'info', 'success'] as const)[index],
    title: t(`basic.${key}.title`),
    time: t(`basic.${key}.time`),
    text: t(`basic.${key}.text`),
  }));
  const shipping: Entry[] = [
    {
      id: 'ordered',
      color: 'primary',
      icon: <ShoppingCartIcon fontSize="small" />,
      title: t('shipping.ordered'),
      time: '09:12',
    },
    {
      id: 'packed',
      color: 'warning',
      icon: <InventoryIcon fontSize="small" />,
      title: t('shipping.packed'),
      time: '13:40',
    },
    {
      id: 'shipped',
      color: 'info',
      icon: <LocalShippingIcon fontSize="small" />,
      title: t('shipping.shipped'),
      time: '17:05',
    },
    {
      id: 'delivered',
      color: 'success',
      icon: <HomeIcon fontSize="small" />,
      title: t('shipping.delivered'),
      time: '10:30',
      text: t('shipping.signed'),
    },
  ];
  return (
    <DemoGrid>
      <DemoCard title={t('basic.title')} subtitle={t('basic.subtitle')}>
        <Timeline entries={basic} />
      </DemoCard>
      <DemoCard title={t('shipping.title')} subtitle={t('shipping.subtitle')}>
        <Timeline entries={shipping} opposite />
      </DemoCard>
      <DemoCard title={t('feed.title')} subtitle={t('feed.subtitle')}>
        <ActivityFeed />
      </DemoCard>
    </DemoGrid>
  );
}
