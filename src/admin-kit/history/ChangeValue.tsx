import { RecordContextProvider } from 'react-admin';
import type { FieldDescription } from '@schemas/kit/describe';
import { FieldValue } from '../fields/FieldValue';
import { Dash } from '../fields/Dash';
import { valueOfChange } from './versionValues';

const shortened = (text: string) => (text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * A value as the history recorded it, shown as the record shows it: a reference by the referenced record's name (a
 * link), a choice by its label, a date in the user's format. A field no longer known, or a value the history cut, is
 * shown as its text, shortened.
 */
export function ChangeValue({
  area,
  field,
  text,
}: {
  area: string;
  field: FieldDescription | undefined;
  text: string | null;
}) {
  if (text === null || text === '') return <Dash />;
  const value = field ? valueOfChange(field, text) : undefined;
  if (!field || value === undefined) return <>{shortened(text)}</>;
  // Displays read the record (a reference's link); this one holds the recorded value alone.
  return (
    <RecordContextProvider value={{ id: `history-${field.source}`, [field.source]: value }}>
      <FieldValue area={area} field={field} value={value} compact />
    </RecordContextProvider>
  );
}
