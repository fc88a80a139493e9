import { areaKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { declarations } from '@/admin-kit/registry';
import { ChangeList, type RecordedChange } from '@/admin-kit/history/ChangeList';
import { ReferenceValue } from '@/admin-kit/widgets/reference/value';
import type { WidgetValueProps } from '@/admin-kit/widgets/types';

/*
 * An activity entry speaks of a record of another area: the area by its name, the record by its own (a link to it),
 * each change by the field's label and the values as that area shows them.
 */

const isArea = (name: unknown): name is string =>
  typeof name === 'string' && declarations.some((declaration) => declaration.name === name);

/** The area by its name in the reader's language ("Company"), never its slug. */
export function AreaNameValue({ value }: WidgetValueProps) {
  const translate = useT();
  const name = String(value);
  return <>{isArea(name) ? translate(areaKey(name, 'name'), { smart_count: 1 }) : name}</>;
}

/** The record the entry is about, by its name, as a link to it (for who may read that area). */
export function RecordNameValue(props: WidgetValueProps) {
  const area = props.record?.area;
  if (!isArea(area)) return <>#{String(props.value)}</>;
  return <ReferenceValue {...props} field={{ ...props.field, widget: 'reference', reference: area }} />;
}

/** Each changed field by its label, before and after as the record's area shows them. */
export function ChangesValue({ value, record }: WidgetValueProps) {
  const area = record?.area;
  const changes = (Array.isArray(value) ? value : []) as RecordedChange[];
  if (!isArea(area)) return null;
  return <ChangeList area={area} changes={changes} />;
}
