import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import { DataTable, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { FieldDescription } from '@schemas/kit/describe';
import { FieldValue } from '../fields/FieldValue';
import { readableField } from '../fields/fieldsOf';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import { useInTrash } from '../trash/TrashToggle';
import { LIST_WIDGETS } from '../widgets/listWidgets';
import { columnSources } from './chosenColumns';
import { useRecordPath } from './recordPath';
import { isSortable } from './sortable';

/** The record's name as a link to it, for who may open it (the row's click is for the mouse). */
function RecordLink({ area, children }: { area: string; children: ReactNode }) {
  const record = useRecordContext();
  const path = useRecordPath(area)(record?.id ?? '');
  if (!record || !path) return children;
  // The row would navigate a second time.
  return (
    <Link component={RouterLink} to={path} color="inherit" onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}

/** A cell's value; outside the trash the record's name opens the record, so a row opens from the keyboard. */
function Cell({ area, field }: { area: string; field: FieldDescription }) {
  const inTrash = useInTrash();
  const value = <FieldValue area={area} field={field} compact />;
  if (inTrash || field.source !== areaOf(area).representation || LIST_WIDGETS[field.widget].linksItself) return value;
  return <RecordLink area={area}>{value}</RecordLink>;
}

/**
 * One column of an area's table: the field's label, sortable where the API sorts it (`isSortable`), its value by
 * its widget. The column chooser hides and orders it by its source.
 */
export function ListColumn({ area, source }: { area: string; source: string }) {
  const field = readableField(areaOf(area), source);
  const labels = useLabels(area);
  return (
    <DataTable.Col source={source} label={labels.field(source)} disableSort={!isSortable(areaOf(area), source)}>
      <Cell area={area} field={field} />
    </DataTable.Col>
  );
}

/** Every column the list can show (those not declared hidden until chosen), as a DataTable's children. */
export const listColumns = (area: string) =>
  columnSources(area).map((source) => <ListColumn key={source} area={area} source={source} />);
