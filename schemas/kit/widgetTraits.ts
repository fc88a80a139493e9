import type { Widget } from './fields';

/** What the API and the list query know of a widget: plain data, no components (the server imports it). */
export interface WidgetTraits {
  /** A list can sort on it. */
  sortable: boolean;
  /** A `<field>_q` filter matches it as text (case-insensitive "contains"). */
  contains: boolean;
  /** `<field>_gte` and `<field>_lte` filters bound it. */
  range: boolean;
  /** A `<field>` filter: the value itself (`eq`, or `in` for a list), an array holding it (`has`), or none. */
  equals: 'value' | 'has' | false;
}

const text: WidgetTraits = { sortable: true, contains: true, range: false, equals: 'value' };
const ordered: WidgetTraits = { sortable: true, contains: false, range: true, equals: 'value' };
const opaque: WidgetTraits = { sortable: false, contains: false, range: false, equals: false };

/** Every widget's traits; the compiler keeps it complete. */
export const WIDGET_TRAITS: Record<Widget, WidgetTraits> = {
  text,
  longText: text,
  email: text,
  url: text,
  phone: text,
  slug: text,
  country: text,
  select: text,
  number: ordered,
  date: ordered,
  datetime: ordered,
  reference: ordered,
  switch: { ...ordered, range: false },
  richText: { ...opaque, contains: true },
  tags: { ...opaque, equals: 'has' },
  image: opaque,
  repeater: opaque,
  permissions: opaque,
  password: opaque,
};
