import { useMemo, type ReactNode } from 'react';
import { Box, Card, LinearProgress, Link, ThemeProvider, useMediaQuery, type Theme } from '@mui/material';
import { DatagridConfigurable, List, Pagination, useListContext, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FieldValue } from '../fields/FieldValue';
import { readableField } from '../fields/fieldsOf';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import { TrashBulkActions, TrashRowActions } from '../trash/TrashActions';
import { useInTrash } from '../trash/TrashToggle';
import { LIST_WIDGETS } from '../widgets/listWidgets';
import { WIDGET_TRAITS } from '../widgets/traits';
import { BulkActions } from './BulkActions';
import { EmptyState } from './EmptyState';
import { exporterFor } from './exporter';
import { filterInputs } from './filters';
import { columnsPreferenceKey } from './chosenColumns';
import { ListToolbar } from './ListToolbar';
import { PhoneList } from './PhoneList';
import { useRecordPath } from './recordPath';
import { SELECT_CELL_STYLE, selectableBody } from './SelectableRow';

/** How long typing in search or a filter pauses before the list asks again (react-admin waits 500 ms). */
export const FILTER_DEBOUNCE_MS = 250;

/**
 * The List's `debounce` does not reach react-admin's filter form, which waits its own 500 ms after the last key; its
 * theme default props do (`RaFilterForm`). Applied around the generated lists only.
 */
export const withFilterDebounce = (theme: Theme): Theme => {
  // FilterForm hands its other props to FilterLiveForm, whose `debounce` its own props type does not list.
  const defaultProps = { ...theme.components?.RaFilterForm?.defaultProps, debounce: FILTER_DEBOUNCE_MS };
  return { ...theme, components: { ...theme.components, RaFilterForm: { ...theme.components?.RaFilterForm, defaultProps } } };
};

/** The record's name as a link to it, for who may open it (the row's click is for the mouse). */
function RecordLink({ area, children }: { area: string; children: ReactNode }) {
  const record = useRecordContext();
  const path = useRecordPath(area)(record?.id ?? '');
  if (!record || !path) return children;
  // The row would navigate a second time.
  return <Link component={RouterLink} to={path} color="inherit" onClick={(event) => event.stopPropagation()}>{children}</Link>;
}

/** One column's value; outside the trash the record's name opens the record, so a row opens from the keyboard. */
function Column({ area, source }: { area: string; source: string; label: string; sortable: boolean }) {
  const declaration = areaOf(area);
  const field = readableField(declaration, source);
  const inTrash = useInTrash();
  const value = <FieldValue area={area} field={field} compact />;
  if (inTrash || source !== declaration.representation || LIST_WIDGETS[field.widget].linksItself) return value;
  return <RecordLink area={area}>{value}</RecordLink>;
}

/**
 * A thin bar over the rows while the list asks the API again (another page, a filter, a sort): the rows shown are the
 * previous answer until then. It takes no room, so nothing moves. The first load shows placeholder rows instead.
 */
function LoadingBar() {
  const { isFetching, isPending } = useListContext();
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative', height: 0, zIndex: 1 }}>
      {isFetching && !isPending && <LinearProgress aria-label={translate('ra.page.loading')} sx={{ position: 'absolute', insetInline: 0, top: 0, height: 3 }} />}
    </Box>
  );
}

/**
 * The rows: the records (on a phone as a simple list), or in the trash the trashed ones with when they went there and
 * what can be done to them.
 */
function Rows() {
  const area = useResourceContext()!;
  const declaration = areaOf(area);
  const labels = useLabels(area);
  const recordPath = useRecordPath(area);
  const inTrash = useInTrash();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const columns = declaration.list.columns.map((source) => {
    const field = readableField(declaration, source);
    return <Column key={source} area={area} source={source} label={labels.field(source)} sortable={WIDGET_TRAITS[field.widget].sortable} />;
  });
  if (inTrash) {
    return (
      <DatagridConfigurable preferenceKey={`${area}.trash.columns`} rowClick={false} bulkActionButtons={<TrashBulkActions />}
        body={selectableBody} sx={SELECT_CELL_STYLE}>
        {columns}
        <Column area={area} source="deletedAt" label={labels.field('deletedAt')} sortable />
        <TrashRowActions />
      </DatagridConfigurable>
    );
  }
  if (phone) return <PhoneList pathOf={recordPath} />;
  return (
    <DatagridConfigurable preferenceKey={columnsPreferenceKey(area)} rowClick={recordPath} bulkActionButtons={<BulkActions />}
      body={selectableBody} sx={SELECT_CELL_STYLE}>
      {columns}
    </DatagridConfigurable>
  );
}

/** An area's list: search, typed filters, sortable columns the user can choose, pages, export, bulk delete and the trash. */
export function ResourceList() {
  const area = useResourceContext()!;
  const declaration = areaOf(area);
  const labels = useLabels(area);
  const translate = useTranslate();
  const filters = useMemo(() => filterInputs(declaration, labels, translate), [declaration, labels, translate]);
  const exporter = useMemo(() => exporterFor(declaration), [declaration]);
  const { list } = declaration;
  return (
    <ThemeProvider theme={withFilterDebounce}>
      <List
        resource={area}
        debounce={FILTER_DEBOUNCE_MS}
        sort={list.sort}
        perPage={list.perPage[0]}
        filters={filters}
        actions={<ListToolbar />}
        empty={<EmptyState />}
        exporter={exporter}
        pagination={<Pagination rowsPerPageOptions={[...list.perPage]} />}
        component={Card}
        sx={(theme) => ({
          // A table wider than the screen scrolls inside its card, not the page (its wrapper, not the card: the bulk
          // actions bar slides up out of the card and would be clipped).
          '& .RaList-main': { minWidth: 0 },
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
          // On a phone each filter takes a row of its own, all as wide.
          [theme.breakpoints.down('sm')]: {
            '& .RaFilterForm-filterFormInput > :not(.RaFilterFormInput-spacer)': { flex: 1 },
            '& .RaFilterFormInput-spacer': { display: 'none' },
          },
        })}
      >
        <LoadingBar />
        <Rows />
      </List>
    </ThemeProvider>
  );
}

export default ResourceList;
