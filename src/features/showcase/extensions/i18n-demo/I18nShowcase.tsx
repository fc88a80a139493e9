import { useState } from 'react';
import {
  Box,
  Chip,
  Slider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useLocaleState } from 'react-admin';
import { LOCALES, isLocale } from '@/i18n/locales';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';

const SAMPLE_NUMBER = 1234567.891;
const SAMPLE_PRICE = 1299.5;

/** Dates, numbers and currencies written the way the chosen language writes them (Intl, no extra library). */
function Formats({ locale }: { locale: string }) {
  const t = useScopedTranslate('showcaseExtensions.i18n.formats');
  const now = new Date();
  const rows: Array<[string, string]> = [
    [t('date'), now.toLocaleDateString(locale, { dateStyle: 'full' })],
    [t('time'), now.toLocaleTimeString(locale, { timeStyle: 'short' })],
    [t('number'), new Intl.NumberFormat(locale).format(SAMPLE_NUMBER)],
    [t('currency'), new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(SAMPLE_PRICE)],
    [t('percent'), new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(0.256)],
    [t('relative'), new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(3, 'day')],
    [t('list'), new Intl.ListFormat(locale, { type: 'conjunction' }).format(LOCALES.map((l) => l.name))],
  ];
  return (
    <Table size="small" aria-label={t('title')}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500, width: '40%' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function I18nShowcase() {
  const t = useScopedTranslate('showcaseExtensions.i18n');
  const [locale, setLocale] = useLocaleState();
  const [name, setName] = useState('');
  const [count, setCount] = useState(3);
  const current = LOCALES.find((l) => l.locale === locale) ?? LOCALES[0];
  return (
    <DemoGrid>
      <DemoCard
        title={t('switch.title')}
        subtitle={t('switch.subtitle')}
        code={
          "import { useLocaleState, useTranslate } from 'react-admin';\n\nconst [locale, setLocale] = useLocaleState();\nsetLocale('de'); // every translated string re-renders"
        }
      >
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            value={locale}
            aria-label={t('switch.label')}
            onChange={(_, next: string | null) => next && isLocale(next) && setLocale(next)}
            sx={{ flexWrap: 'wrap' }}
          >
            {LOCALES.map((l) => (
              <ToggleButton key={l.locale} value={l.locale} lang={l.locale} sx={{ gap: 1 }}>
                <span aria-hidden>{l.flag}</span>
                {l.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="body2">{t('switch.current')}</Typography>
            <Chip label={`${current.name} (${current.locale})`} color="primary" data-testid="current-locale" />
          </Stack>
          <Typography variant="h5" component="p" data-testid="i18n-welcome">
            {t('switch.welcome')}
          </Typography>
          <Typography color="text.secondary">{t('switch.explain')}</Typography>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('messages.title')}
        subtitle={t('messages.subtitle')}
        code={
          "// en.ts: greeting: 'Hello, %{name}!', inbox: '%{smart_count} message |||| %{smart_count} messages'\ntranslate('feature.inbox', { smart_count: count })"
        }
      >
        <Stack spacing={2}>
          <TextField
            size="small"
            label={t('messages.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <Typography aria-live="polite">
            {t('messages.greeting', { name: name.trim() || t('messages.friend') })}
          </Typography>
          <Box>
            <Typography id="i18n-count" variant="body2" gutterBottom>
              {t('messages.count')}
            </Typography>
            <Slider
              aria-labelledby="i18n-count"
              value={count}
              min={0}
              max={10}
              step={1}
              marks
              valueLabelDisplay="auto"
              onChange={(_, v) => setCount(v as number)}
            />
          </Box>
          <Typography aria-live="polite" data-testid="i18n-plural">
            {count === 0 ? t('messages.none') : t('messages.inbox', { smart_count: count })}
          </Typography>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('formats.title')}
        subtitle={t('formats.subtitle')}
        code={"new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1299.5)"}
      >
        <Formats locale={locale} />
      </DemoCard>
    </DemoGrid>
  );
}
