import { Avatar, Box, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import {
  BooleanField, ReferenceField, useRecordContext, useTranslate,
} from 'react-admin';
import { can } from '@/auth/abilities';
import { useFormat } from '@/i18n/format';
import { BidiText } from '@/shared/BidiText';
import { StatusChip } from '@/shared/StatusChip';
import { htmlToText, sanitizeHtml } from '@/contract/html';
import type { FieldDescription } from '../describe';
import { useLabels } from '../labels';
import { declarationOf } from '../registry';
import { countryName } from './countryName';
import { PermissionSummary } from './PermissionSummary';

interface FieldValueProps {
  area: string;
  field: FieldDescription;
  /** Lists show a compact form (thumbnails, a few tags, short text). */
  compact?: boolean;
  /** Read from this object instead of the record (repeater rows). */
  value?: unknown;
}

const get = (record: Record<string, unknown> | undefined, source: string) => record?.[source];
const empty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

function Dash() {
  return <Typography component="span" color="text.disabled">—</Typography>;
}

/** One field's value, formatted for its type: dates, choices, references as links, sanitised rich text, images. */
export function FieldValue({ area, field, compact = false, value: given }: FieldValueProps) {
  const record = useRecordContext();
  const labels = useLabels(area);
  const translate = useTranslate();
  const format = useFormat();
  const { locale } = format;
  const value = given !== undefined ? given : get(record, field.source);
  if (field.widget === 'image' && compact && empty(value)) {
    // No picture: the record's initials, as avatars usually fall back to.
    const name = String(get(record, declarationOf(area).representation) ?? '');
    const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => word[0].toUpperCase()).join('');
    return <Avatar variant="rounded" sx={{ width: 36, height: 36, fontSize: 14 }}>{initials}</Avatar>;
  }
  if (empty(value) && field.widget !== 'switch') return <Dash />;
  const source = field.source;

  switch (field.widget) {
    case 'reference': {
      const target = declarationOf(field.reference);
      // A record the user may not read is named by its id, not fetched (the API would refuse it).
      if (!can('read', target.subject)) {
        return (
          <Tooltip title={translate('adminKit.referenceHidden', { name: translate(`resources.${target.name}.name`, { smart_count: 2 }) })}>
            <Typography component="span" color="text.secondary" tabIndex={0}>#{String(value)}</Typography>
          </Tooltip>
        );
      }
      return <ReferenceField source={source} reference={target.name} record={record} emptyText="—" />;
    }
    case 'select':
      return <StatusChip status={String(value)} label={labels.choice(source, String(value))} />;
    case 'switch':
      return <BooleanField source={source} record={{ id: 0, [source]: Boolean(value) }} valueLabelTrue={translate('adminKit.yes')} valueLabelFalse={translate('adminKit.no')} />;
    // Dates and numbers keep their left-to-right order inside a right-to-left layout.
    case 'date':
      return <Box component="span" dir="ltr">{format.date(String(value))}</Box>;
    case 'datetime':
      return <Box component="span" dir="ltr">{format.dateTime(String(value))}</Box>;
    case 'number':
      return <Box component="span" dir="ltr">{format.number(Number(value))}</Box>;
    case 'email':
      return <Link href={`mailto:${String(value)}`} onClick={(e) => e.stopPropagation()}>{String(value)}</Link>;
    case 'url':
      return <Link href={String(value)} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>{String(value)}</Link>;
    case 'country':
      return <>{countryName(String(value), locale)}</>;
    case 'image':
      return <Avatar src={String(value)} alt="" variant="rounded" sx={compact ? { width: 36, height: 36 } : { width: 96, height: 96 }} />;
    case 'tags': {
      const tags = (value as unknown[]).map(String);
      const shown = compact ? tags.slice(0, 3) : tags;
      return (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {shown.map((tag) => <Chip key={tag} size="small" label={tag} />)}
          {shown.length < tags.length && <Chip size="small" variant="outlined" label={`+${tags.length - shown.length}`} />}
        </Stack>
      );
    }
    case 'richText':
      return compact ? (
        <>{htmlToText(String(value)).slice(0, 80)}</>
      ) : (
        <Box className="rich-text" dir="auto" sx={{ '& p': { my: 1 }, '& img': { maxWidth: '100%' } }}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value)) }} />
      );
    case 'permissions':
      return <PermissionSummary value={value} compact={compact} />;
    case 'repeater': {
      const rows = value as Array<Record<string, unknown>>;
      if (compact) return <>{translate('adminKit.items', { smart_count: rows.length })}</>;
      return (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {rows.map((row, index) => (
            <Box component="li" key={index} sx={{ mb: 1 }}>
              {(field.item ?? []).map((inner) => (
                <Box key={inner.source} sx={{ display: 'flex', gap: 1 }}>
                  <Typography component="span" variant="body2" color="text.secondary">{labels.field(inner.source)}:</Typography>
                  <Typography component="span" variant="body2"><FieldValue area={area} field={inner} value={row[inner.source] ?? null} /></Typography>
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      );
    }
    case 'longText':
      return <Typography component="span" variant="body2" dir="auto" sx={{ whiteSpace: compact ? undefined : 'pre-line' }}>{compact ? String(value).slice(0, 80) : String(value)}</Typography>;
    default:
      return <BidiText component="span">{String(value)}</BidiText>;
  }
}
