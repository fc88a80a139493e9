import type { Widget } from '@schemas/kit/fields';
import { CountryFieldInput } from './country/input';
import { ImageFieldInput } from './image/input';
import { SecretInput } from './password/input';
import { PermissionsInput } from './permissions/input';
import {
  DateFieldInput,
  DateTimeFieldInput,
  EmailInput,
  LongTextInput,
  NumberFieldInput,
  PhoneInput,
  SwitchInput,
  TextFieldInput,
  UrlInput,
} from './plain/input';
import { ReferenceFieldInput } from './reference/input';
import { RepeaterInput } from './repeater/input';
import { RichTextFieldInput } from './richText/input';
import { ChoiceInput } from './select/input';
import { SlugFieldInput } from './slug/input';
import { TagsFieldInput } from './tags/input';
import type { FormWidgetDef } from './types';

/**
 * The form side of every widget: its input and how much of the form it takes. The compiler keeps it complete;
 * only the add and edit screens import it, so lists never load the rich text editor, the permission matrix or the
 * image upload. The list side is `listWidgets.ts`.
 */
export const FORM_WIDGETS: Record<Widget, FormWidgetDef> = {
  text: { Input: TextFieldInput },
  email: { Input: EmailInput },
  url: { Input: UrlInput },
  phone: { Input: PhoneInput },
  number: { Input: NumberFieldInput },
  date: { Input: DateFieldInput },
  datetime: { Input: DateTimeFieldInput },
  select: { Input: ChoiceInput },
  switch: { Input: SwitchInput },
  reference: { Input: ReferenceFieldInput },
  country: { Input: CountryFieldInput },
  slug: { Input: SlugFieldInput },
  password: { Input: SecretInput },
  longText: { Input: LongTextInput, wide: true },
  tags: { Input: TagsFieldInput, wide: true },
  image: { Input: ImageFieldInput, wide: true },
  richText: { Input: RichTextFieldInput, wide: true, fillsGroup: true },
  repeater: { Input: RepeaterInput, wide: true, fillsGroup: true },
  permissions: { Input: PermissionsInput, wide: true, fillsGroup: true },
};
