import type { Widget } from '@schemas/kit/fields';
import { htmlToText } from '@/contract/htmlText';
import { areaOf } from '../areas';
import { countryName } from './country/countryName';
import { CountryValue } from './country/value';
import { countryFilter } from './country/filter';
import { ImageValue } from './image/value';
import { PermissionsValue } from './permissions/value';
import { dateFilter, dateTimeFilter, noFilter, numberFilter, switchFilter, textFilter } from './plain/filter';
import {
  DateTimeValue,
  DateValue,
  EmailValue,
  LongTextValue,
  NumberValue,
  SwitchValue,
  TextValue,
  UrlValue,
} from './plain/value';
import { ReferenceValue } from './reference/value';
import { referenceFilter } from './reference/filter';
import { RepeaterValue } from './repeater/value';
import { RichTextValue } from './richText/value';
import { ChoiceValue } from './select/value';
import { choiceFilter } from './select/filter';
import { tagsFilter } from './tags/filter';
import { TagsValue } from './tags/value';
import type { CsvCell, ListWidgetDef } from './types';

const asIs: CsvCell = (value) => value;
/** The referenced record's name rather than its id. */
const referenceName: CsvCell = (value, field, { related }) => {
  const target = related?.[String(value)];
  return target ? target[areaOf(field.reference).representation] : value;
};
const plainText: CsvCell = (value) => (typeof value === 'string' ? htmlToText(value) : value);
/** A choice's label in the exporter's language, not its stored value. */
const choiceLabel: CsvCell = (value, field, { labels }) =>
  value === null || value === undefined || value === '' ? value : labels.choice(field.source, String(value));
const yesNo: CsvCell = (value, _field, { translate }) =>
  value === null || value === undefined ? value : translate(value ? 'adminKit.yes' : 'adminKit.no');
const countryLabel: CsvCell = (value, _field, { locale }) => (value ? countryName(String(value), locale) : value);

const text: ListWidgetDef = { Value: TextValue, filter: textFilter, csv: asIs };

/**
 * The list side of every widget: how lists and detail pages show it, filter it and export it. The compiler keeps
 * it complete; the form side is `formWidgets.ts`, loaded only with the add and edit screens.
 */
export const LIST_WIDGETS: Record<Widget, ListWidgetDef> = {
  text,
  slug: text,
  phone: text,
  password: text,
  longText: { Value: LongTextValue, filter: textFilter, csv: asIs, wideInShow: true },
  email: { Value: EmailValue, filter: textFilter, csv: asIs, linksItself: true },
  url: { Value: UrlValue, filter: textFilter, csv: asIs, linksItself: true },
  number: { Value: NumberValue, filter: numberFilter, csv: asIs },
  date: { Value: DateValue, filter: dateFilter, csv: asIs },
  datetime: { Value: DateTimeValue, filter: dateTimeFilter, csv: asIs },
  select: { Value: ChoiceValue, filter: choiceFilter, csv: choiceLabel },
  switch: { Value: SwitchValue, showsEmpty: true, filter: switchFilter, csv: yesNo },
  reference: { Value: ReferenceValue, filter: referenceFilter, csv: referenceName, linksItself: true },
  country: { Value: CountryValue, filter: countryFilter, csv: countryLabel },
  tags: { Value: TagsValue, filter: tagsFilter, csv: asIs },
  richText: { Value: RichTextValue, filter: textFilter, csv: plainText, wideInShow: true },
  image: { Value: ImageValue, showsEmpty: true, filter: noFilter, csv: false, picture: true },
  repeater: { Value: RepeaterValue, filter: noFilter, csv: asIs, wideInShow: true },
  permissions: { Value: PermissionsValue, filter: noFilter, csv: asIs, wideInShow: true },
};
