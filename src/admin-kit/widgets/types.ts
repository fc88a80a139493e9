import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import type { FieldDescription } from '@schemas/kit/describe';

/** What a value display receives (lists, the phone list, detail pages). */
export interface WidgetValueProps {
  area: string;
  field: FieldDescription;
  /** The value to show; never empty unless the widget shows empty values itself (`showsEmpty`). */
  value: unknown;
  /** The record it belongs to (absent in a repeater row). */
  record?: RaRecord;
  /** Lists show a compact form (thumbnails, a few tags, short text). */
  compact: boolean;
  /** Shows a field held inside the value (a repeater row's): `FieldValue`, handed down so displays never import it. */
  NestedValue: ComponentType<NestedValueProps>;
}

/** One field inside a value, shown by its own widget's display. */
export interface NestedValueProps {
  area: string;
  field: FieldDescription;
  value: unknown;
}

/** What an input receives (add and edit forms). */
export interface WidgetInputProps {
  area: string;
  field: FieldDescription;
  /** Where the value lives in the form: the field's name, or prefixed inside a repeater row (`links.0.url`). */
  source: string;
  /** The field's translated label. */
  label: string;
  /** On edit a write-only secret may stay empty: it keeps its current value. */
  mode: 'add' | 'edit';
  /** The field fills its section or tab, whose title already names it: its label is for screen readers only. */
  labelHidden: boolean;
  /** Edits a field held inside the value (a repeater row's): `FieldInput`, handed down so inputs never import it. */
  NestedInput: ComponentType<NestedInputProps>;
}

/** One field inside a value (`source` is its place in the form, `links.0.url`), edited by its own widget's input. */
export interface NestedInputProps {
  area: string;
  field: FieldDescription;
  source: string;
  mode: 'add' | 'edit';
}

export type { Translate } from '@/i18n/messageKeys';
import type { Translate } from '@/i18n/messageKeys';
export interface Labels {
  field: (source: string) => string;
  choice: (source: string, value: string) => string;
}

/** What a filter input builder receives: one declared filter of a list. */
export interface WidgetFilterContext {
  source: string;
  field: FieldDescription;
  label: string;
  labels: Labels;
  translate: Translate;
}

/** The list's filter inputs for one declared filter. */
export type FilterBuilder = (context: WidgetFilterContext) => ReactElement[];

/** What a CSV cell is written with: the labels and language of the person exporting. */
export interface CsvContext {
  /** The referenced records of a reference field, by id. */
  related: Record<string, RaRecord> | undefined;
  labels: Labels;
  translate: Translate;
  locale: string;
}

/** One CSV cell, as the person exporting reads it (a choice's label, a referenced record's name). */
export type CsvCell = (value: unknown, field: FieldDescription, context: CsvContext) => unknown;

/** What lists and detail pages know of a widget; imported by them, never by a form. */
export interface ListWidgetDef {
  Value: ComponentType<WidgetValueProps>;
  /** The Value renders empty values itself (a switch's "no", an image's initials); otherwise a dash stands in. */
  showsEmpty?: boolean;
  /** The list's filter inputs for a declared filter on this widget (none: the filter is not offered). */
  filter: FilterBuilder;
  /** The CSV export's cell; `false` leaves the field out of the export. */
  csv: CsvCell | false;
  /** The value is a link of its own (so a record's name shown with it does not also link to the record). */
  linksItself?: boolean;
  /** On a detail page the value takes the whole row. */
  wideInShow?: boolean;
  /** The phone list shows it as the record's picture. */
  picture?: boolean;
}

/** What add and edit forms know of a widget; imported only by them (they load with the add and edit screens). */
export interface FormWidgetDef {
  Input: ComponentType<WidgetInputProps>;
  /** The input takes the whole row of the form's two-column grid. */
  wide?: boolean;
  /** Alone in a section or tab, the input needs no label of its own (the group's title names it). */
  fillsGroup?: boolean;
}

type Lazy<T> = () => Promise<{ default: T }>;

/**
 * A widget that lives in an area's folder (`resources/<area>/widgets/…`) and replaces, for one field, the display
 * and/or the input of the widget the field's zod type calls for. Each side loads lazily with the screens that use
 * it; filters, CSV, sorting and the API keep following the built-in widget, so the stored value is unchanged.
 */
export interface AreaWidget {
  /** Shown in lists and on detail pages. */
  value?: Lazy<ComponentType<WidgetValueProps>>;
  /** Edited in add and edit forms. */
  input?: Lazy<ComponentType<WidgetInputProps>>;
}
