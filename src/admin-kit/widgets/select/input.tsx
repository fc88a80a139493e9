import { SelectInput } from 'react-admin';
import { useLabels } from '../../labels';
import { common } from '../plain/common';
import type { WidgetInputProps } from '../types';

export function ChoiceInput(props: WidgetInputProps) {
  const labels = useLabels(props.area);
  const { field } = props;
  return (
    <SelectInput
      {...common(props)}
      choices={(field.choices ?? []).map((value) => ({ id: value, name: labels.choice(field.source, value) }))}
      translateChoice={false}
      emptyText={field.required ? undefined : 'adminKit.form.none'}
    />
  );
}
