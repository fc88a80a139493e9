import { lazy, Suspense } from 'react';
import { Avatar, Box, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import { BooleanField, ReferenceField } from 'react-admin';
import { areaKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { can } from '@/auth/abilities';
import { htmlToText } from '@/contract/htmlText';
import { useFormat } from '@/i18n/format';
import { BidiText } from '@/shared/BidiText';
import { StatusChip } from '@/shared/StatusChip';
import { countryName } from '../fields/countryName';
import { Dash, FieldValue } from '../fields/FieldValue';
import { PermissionSummary } from '../fields/PermissionSummary';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import type { WidgetValueProps } from './types';

/*
 * How each built-in widget shows a value (lists, the phone list, detail pages). Dates and numbers keep their
 * left-to-right order inside a right-to-left layout; links do not also open the row they sit in.
 */

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
    <Box component="span" dir="ltr">
      {format.date(String(value))}
    </Box>
  );
}

export function DateTimeValue({ value }: WidgetValueProps) {
  const format = useFormat();
  return (
    <Box component="span" dir="ltr">
      {format.dateTime(String(value))}
    </Box>
  );
}

export function ChoiceValue({ area, field, value }: WidgetValueProps) {
  const labels = useLabels(area);
  return <StatusChip status={String(value)} label={labels.choice(field.source, String(value))} />;
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

/** A link to the referenced record; a record the user may not read is named by its id, not fetched (the API would refuse it). */
export function ReferenceValue({ field, value, record }: WidgetValueProps) {
  const translate = useT();
  const target = areaOf(field.reference);
  if (!can('read', target.subject)) {
    return (
      <Tooltip
        title={translate('adminKit.referenceHidden', {
          name: translate(areaKey(target.name, 'name'), { smart_count: 2 }),
        })}
      >
        <Typography component="span" color="text.secondary" tabIndex={0}>
          #{String(value)}
        </Typography>
      </Tooltip>
    );
  }
  return <ReferenceField source={field.source} reference={target.name} record={record} emptyText="—" />;
}

export function CountryValue({ value }: WidgetValueProps) {
  const { locale } = useFormat();
  return <>{countryName(String(value), locale)}</>;
}

/** The picture; in a list, without one, the record's initials (as avatars usually fall back to). */
export function ImageValue({ area, value, record, compact }: WidgetValueProps) {
  if (value === null || value === undefined || value === '') {
    if (!compact) return <Dash />;
    const name = String(record?.[areaOf(area).representation] ?? '');
    const initials = name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0].toUpperCase())
      .join('');
    return (
      <Avatar variant="rounded" sx={{ width: 36, height: 36, fontSize: 14 }}>
        {initials}
      </Avatar>
    );
  }
  return (
    <Avatar
      src={String(value)}
      alt=""
      variant="rounded"
      sx={compact ? { width: 36, height: 36 } : { width: 96, height: 96 }}
    />
  );
}

export function TagsValue({ value, compact }: WidgetValueProps) {
  const tags = (value as unknown[]).map(String);
  const shown = compact ? tags.slice(0, 3) : tags;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((tag) => (
        <Chip key={tag} size="small" label={tag} />
      ))}
      {shown.length < tags.length && <Chip size="small" variant="outlined" label={`+${tags.length - shown.length}`} />}
    </Stack>
  );
}

/** Rich text as HTML, with the policy's sanitiser (DOMPurify), loaded by the first one shown: a list shows text only. */
const CleanHtml = lazy(() =>
  import('@/contract/html').then(({ sanitizeHtml }) => ({
    default: function CleanHtml({ html }: { html: string }) {
      return (
        <Box
          className="rich-text"
          dir="auto"
          sx={{ '& p': { my: 1 }, '& img': { maxWidth: '100%' } }}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
        />
      );
    },
  })),
);

/** Sanitised HTML; in a list, its first words as plain text. */
export function RichTextValue({ value, compact }: WidgetValueProps) {
  if (compact) return <>{htmlToText(String(value)).slice(0, 80)}</>;
  return (
    <Suspense fallback={null}>
      <CleanHtml html={String(value)} />
    </Suspense>
  );
}

export function PermissionsValue({ value, compact }: WidgetValueProps) {
  return <PermissionSummary value={value} compact={compact} />;
}

/** Each row's fields, labelled; in a list, how many rows there are. */
export function RepeaterValue({ area, field, value, compact }: WidgetValueProps) {
  const translate = useT();
  const labels = useLabels(area);
  const rows = value as Array<Record<string, unknown>>;
  if (compact) return <>{translate('adminKit.items', { smart_count: rows.length })}</>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {rows.map((row, index) => (
        <Box component="li" key={index} sx={{ mb: 1 }}>
          {(field.item ?? []).map((inner) => (
            <Box key={inner.source} sx={{ display: 'flex', gap: 1 }}>
              <Typography component="span" variant="body2" color="text.secondary">
                {labels.field(inner.source)}:
              </Typography>
              <Typography component="span" variant="body2">
                <FieldValue area={area} field={inner} value={row[inner.source] ?? null} nested />
              </Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
