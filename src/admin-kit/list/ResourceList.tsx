import { useMemo } from 'react';
import { Card } from '@mui/material';
import {
  DatagridConfigurable, List, Pagination, useCanAccess, useResourceContext, useTranslate, type Identifier,
} from 'react-admin';
import { FieldValue } from '../fields/FieldValue';
import { readableField } from '../fields/fieldsOf';
import { useLabels } from '../labels';
import { declarationOf } from '../registry';
import { TrashBulkActions, TrashRowActions } from '../trash/TrashActions';
import { useInTrash } from '../trash/TrashToggle';
import { BulkActions } from './BulkActions';
import { EmptyState } from './EmptyState';
import { exporterFor } from './exporter';
import { filterInputs } from './filters';
import { columnsPreferenceKey, ListToolbar } from './ListToolbar';

const UNSORTABLE = new Set(['image', 'tags', 'repeater', 'permissions', 'richText']);

function Column({ area, source }: { area: string; source: string; label: string; sortable: boolean }) {
  const field = readableField(declarationOf(area), source);
  return <FieldValue area={area} field={field} compact />;
}

/** Where a row leads: its detail page when the area has one, else its edit page, for who may open it. */
function useRowClick(area: string) {
  const declaration = declarationOf(area);
  const { canAccess: canShow } = useCanAccess({ action: 'show', resource: area });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: area });
  return (id: Identifier) => {
    if (declaration.paths.show && canShow) return `/${area}/${encodeURIComponent(String(id))}/show`;
    if (declaration.paths.edit && canEdit) return `/${area}/${encodeURIComponent(String(id))}`;
    return false as const;
  };
}

/** The rows: the records, or in the trash the trashed ones with when they went there and what can be done to them. */
function Rows() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  const labels = useLabels(area);
  const rowClick = useRowClick(area);
  const inTrash = useInTrash();
  const columns = declaration.list.columns.map((source) => {
    const field = readableField(declaration, source);
    return <Column key={source} area={area} source={source} label={labels.field(source)} sortable={!UNSORTABLE.has(field.widget)} />;
  });
  if (inTrash) {
    return (
      <DatagridConfigurable preferenceKey={`${area}.trash.columns`} rowClick={false} bulkActionButtons={<TrashBulkActions />}>
        {columns}
        <Column area={area} source="deletedAt" label={labels.field('deletedAt')} sortable />
        <TrashRowActions />
      </DatagridConfigurable>
    );
  }
  return (
    <DatagridConfigurable preferenceKey={columnsPreferenceKey(area)} rowClick={rowClick} bulkActionButtons={<BulkActions />}>
      {columns}
    </DatagridConfigurable>
  );
}

/** An area's list: search, typed filters, sortable columns the user can choose, pages, export, bulk delete and the trash. */
export function ResourceList() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  const labels = useLabels(area);
  const translate = useTranslate();
  const filters = useMemo(() => filterInputs(declaration, labels, translate), [declaration, labels, translate]);
  const exporter = useMemo(() => exporterFor(declaration), [declaration]);
  const { list } = declaration;
  return (
    <List
      resource={area}
      sort={list.sort}
      perPage={list.perPage[0]}
      filters={filters}
      actions={<ListToolbar />}
      empty={<EmptyState />}
      exporter={exporter}
      pagination={<Pagination rowsPerPageOptions={[...list.perPage]} />}
      component={Card}
    >
      <Rows />
    </List>
  );
}

export default ResourceList;
