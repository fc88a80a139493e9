import { Box, Link, Typography } from '@mui/material';
import { BooleanField } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { BidiText } from '@/shared/BidiText';
import type { WidgetValueProps } from '../types';

/*
 * How the widgets without components of their own show a value (lists, the phone list, detail pages). Dates and
 * numbers keep their left-to-right order inside a right-to-left layout; links do not also open the row they sit in.
 */

/** A date keeps to one line: a narrow column would break it after every space ("Jul 16, / 2026, / 5:18 PM"). */
const ONE_LINE = { whiteSpace: 'nowrap' } as const;

const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

export function TextValue({ value }: WidgetValueProps) {
  return <BidiText component="span">{String(value)}</BidiText>;
}

export function LongTextValue({ value, compact }: WidgetValueProps) {
  const text = String(value);
  return (
    <Typography component="span" variant="body2" dir="auto" sx={{ whiteSpace: compact ? undefined : 'pre-line' }}>
      {compact ? text.slice(0, 80) : text}
    </Typography>
  );
}

export function EmailValue({ value }: WidgetValueProps) {
  return (
    <Link href={`mailto:${String(value)}`} onClick={stop}>
      {String(value)}
    </Link>
  );
}

export function UrlValue({ value }: WidgetValueProps) {
  return (
    <Link href={String(value)} target="_blank" rel="noopener noreferrer" onClick={stop}>
      {String(value)}
    </Link>
  );
}

export function NumberValue({ value }: WidgetValueProps) {
  const format = useFormat();
  return (
    <Box component="span" dir="ltr">
      {format.number(Number(value))}
    </Box>
  );
}

export function DateValue({ value }: WidgetValueProps) {
  const format = useFormat();
  return (
    <Box component="span" dir="ltr" sx={ONE_LINE}>
      {format.date(String(value))}
    </Box>
  );
}

/** In a list, the shortest form that still tells the moment (today's time, this year's day), the full one on hover. */
export function DateTimeValue({ value, compact }: WidgetValueProps) {
  const format = useFormat();
  const full = format.dateTime(String(value));
  return (
    <Box component="span" dir="ltr" sx={ONE_LINE} title={compact ? full : undefined}>
      {compact ? format.recent(String(value)) : full}
    </Box>
  );
}

export function SwitchValue({ field, value }: WidgetValueProps) {
  const translate = useT();
  return (
    <BooleanField
      source={field.source}
      record={{ id: 0, [field.source]: Boolean(value) }}
      valueLabelTrue={translate('adminKit.yes')}
      valueLabelFalse={translate('adminKit.no')}
    />
  );
}
