import { ArrayInput, SimpleFormIterator } from 'react-admin';
import type { WidgetInputProps } from '../types';

/** Rows of fields, added, removed and reordered; each row's fields use their own widgets. */
export function RepeaterInput({ area, source, label, field, mode, labelHidden, NestedInput }: WidgetInputProps) {
  return (
    <ArrayInput source={source} label={labelHidden ? false : label} isRequired={field.required} aria-label={label}>
      <SimpleFormIterator inline disableReordering={false} fullWidth>
        {(field.item ?? []).map((inner) => (
          <NestedInput key={inner.source} area={area} field={inner} source={inner.source} mode={mode} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
