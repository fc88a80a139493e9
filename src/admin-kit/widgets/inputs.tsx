import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { FieldInput } from '../form/FieldInput';
import { CountryInput } from '../form/widgets/CountryInput';
import { ImageInput } from '../form/widgets/ImageInput';
import { PermissionMatrixInput } from '../form/widgets/PermissionMatrixInput';
import { RichTextInput } from '../form/widgets/RichTextInput';
import { SlugInput } from '../form/widgets/SlugInput';
import { TagsInput } from '../form/widgets/TagsInput';
import { useLabels } from '../labels';
import { declarationOf } from '../registry';
import type { WidgetInputProps } from './types';

/* How each built-in widget is edited in add and edit forms. */

const common = ({ source, label, field }: WidgetInputProps) =>
  ({ source, label, isRequired: field.required, fullWidth: true, margin: 'dense', size: 'medium' }) as const;
const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

export const TextFieldInput = (props: WidgetInputProps) => <TextInput {...common(props)} />;
export const EmailInput = (props: WidgetInputProps) => <TextInput {...common(props)} type="email" autoComplete="off" />;
export const UrlInput = (props: WidgetInputProps) => <TextInput {...common(props)} type="url" placeholder="https://" />;
export const PhoneInput = (props: WidgetInputProps) => <TextInput {...common(props)} type="tel" />;
export const LongTextInput = (props: WidgetInputProps) => <TextInput {...common(props)} multiline minRows={3} />;
export const NumberFieldInput = (props: WidgetInputProps) => <NumberInput {...common(props)} />;
export const DateFieldInput = (props: WidgetInputProps) => <DateInput {...common(props)} />;
export const DateTimeFieldInput = (props: WidgetInputProps) => <DateTimeInput {...common(props)} parse={toIso} />;
export const SwitchInput = ({ source, label }: WidgetInputProps) => <BooleanInput source={source} label={label} />;
export const TagsFieldInput = ({ source, label, field }: WidgetInputProps) => (
  <TagsInput source={source} label={label} isRequired={field.required} />
);
export const ImageFieldInput = ({ source, label, field }: WidgetInputProps) => (
  <ImageInput source={source} label={label} isRequired={field.required} />
);
export const CountryFieldInput = ({ source, label, field }: WidgetInputProps) => (
  <CountryInput source={source} label={label} isRequired={field.required} />
);
export const SlugFieldInput = ({ source, label, field }: WidgetInputProps) => (
  <SlugInput source={source} label={label} from={field.generatedFrom ?? 'title'} />
);
export const RichTextFieldInput = ({ source, label, field, labelHidden }: WidgetInputProps) => (
  <RichTextInput source={source} label={label} isRequired={field.required} labelHidden={labelHidden} />
);
export const PermissionsInput = ({ source, label, labelHidden }: WidgetInputProps) => (
  <PermissionMatrixInput source={source} label={label} labelHidden={labelHidden} />
);

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

/** A secret: required only when adding; on edit, left empty, it keeps its current value. */
export function SecretInput(props: WidgetInputProps) {
  const { mode, field } = props;
  return (
    <PasswordInput
      {...common(props)}
      isRequired={mode === 'add' && field.required}
      autoComplete="new-password"
      helperText={mode === 'edit' ? 'adminKit.password.keep' : 'adminKit.password.rules'}
    />
  );
}

/** A searchable choice among the referenced area's records, by their name. */
export function ReferenceFieldInput({ source, label, field }: WidgetInputProps) {
  const target = declarationOf(field.reference);
  return (
    <ReferenceInput source={source} reference={target.name} sort={{ field: target.representation, order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        isRequired={field.required}
        fullWidth
        margin="dense"
        optionText={target.representation}
        filterToQuery={(q: string) => ({ q })}
      />
    </ReferenceInput>
  );
}

/** Rows of fields, added, removed and reordered; each row's fields use their own widgets. */
export function RepeaterInput({ area, source, label, field, mode, labelHidden }: WidgetInputProps) {
  return (
    <ArrayInput source={source} label={labelHidden ? false : label} isRequired={field.required} aria-label={label}>
      <SimpleFormIterator inline disableReordering={false} fullWidth>
        {(field.item ?? []).map((inner) => (
          <FieldInput key={inner.source} area={area} field={inner} source={inner.source} mode={mode} nested />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}
