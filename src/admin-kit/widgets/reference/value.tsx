import { Tooltip, Typography } from '@mui/material';
import { ReferenceField } from 'react-admin';
import { areaKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { can } from '@/auth/abilities';
import { areaOf } from '../../areas';
import type { WidgetValueProps } from '../types';

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
