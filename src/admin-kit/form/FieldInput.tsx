import {
  ArrayInput, AutocompleteInput, BooleanInput, DateInput, DateTimeInput, NumberInput, PasswordInput, ReferenceInput,
  SelectInput, SimpleFormIterator, TextInput,
} from 'react-admin';
import type { FieldDescription } from '../describe';
import { useLabels } from '../labels';
import { declarationOf } from '../registry';
import { CountryInput } from './widgets/CountryInput';
import { ImageInput } from './widgets/ImageInput';
import { PermissionMatrixInput } from './widgets/PermissionMatrixInput';
import { RichTextInput } from './widgets/RichTextInput';
import { SlugInput } from './widgets/SlugInput';
import { TagsInput } from './widgets/TagsInput';

interface FieldInputProps {
  area: string;
  field: FieldDescription;
  /** Prefix of a repeater row (`links.0.`); labels still use the bare field name. */
  source?: string;
  /** On edit a write-only secret may stay empty: it keeps its current value. */
  mode: 'add' | 'edit';
  /** The field fills its section or tab, whose title already names it: its label is for screen readers only. */
  labelHidden?: boolean;
}

const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

/** The input the field's type calls for. */
export function FieldInput({ area, field, source = field.source, mode, labelHidden = false }: FieldInputProps) {
  const labels = useLabels(area);
  const label = labels.field(field.source);
  const required = field.required;
  const common = { source, label, isRequired: required, fullWidth: true, margin: 'dense', size: 'medium' } as const;
  switch (field.widget) {
    case 'email':
      return <TextInput {...common} type="email" autoComplete="off" />;
    case 'url':
      return <TextInput {...common} type="url" placeholder="https://" />;
    case 'phone':
      return <TextInput {...common} type="tel" />;
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} parse={toIso} />;
    case 'select':
      return (
        <SelectInput {...common} choices={(field.choices ?? []).map((value) => ({ id: value, name: labels.choice(field.source, value) }))}
          translateChoice={false} emptyText={required ? undefined : 'adminKit.form.none'} />
      );
    case 'switch':
      return <BooleanInput source={source} label={label} />;
    case 'reference': {
      const target = declarationOf(field.reference);
      return (
        <ReferenceInput source={source} reference={target.name} sort={{ field: target.representation, order: 'ASC' }}>
          <AutocompleteInput label={label} isRequired={required} fullWidth margin="dense" optionText={target.representation}
            filterToQuery={(q: string) => ({ q })} />
        </ReferenceInput>
      );
    }
    case 'tags':
      return <TagsInput source={source} label={label} isRequired={required} />;
    case 'richText':
      return <RichTextInput source={source} label={label} isRequired={required} labelHidden={labelHidden} />;
    case 'image':
      return <ImageInput source={source} label={label} isRequired={required} />;
    case 'password':
      return (
        <PasswordInput {...common} isRequired={mode === 'add' && required} autoComplete="new-password"
          helperText={mode === 'edit' ? 'adminKit.password.keep' : 'adminKit.password.rules'} />
      );
    case 'slug':
      return <SlugInput source={source} label={label} from={field.generatedFrom ?? 'title'} />;
    case 'country':
      return <CountryInput source={source} label={label} isRequired={required} />;
    case 'permissions':
      return <PermissionMatrixInput source={source} label={label} labelHidden={labelHidden} />;
    case 'repeater':
      return (
        <ArrayInput source={source} label={labelHidden ? false : label} isRequired={required} aria-label={label}>
          <SimpleFormIterator inline disableReordering={false} fullWidth>
            {(field.item ?? []).map((inner) => (
              <FieldInput key={inner.source} area={area} field={inner} source={inner.source} mode={mode} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
    default:
      return <TextInput {...common} />;
  }
}
