import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Card, LinearProgress, ThemeProvider, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkActionsToolbarClasses,
  DataTable,
  DataTableClasses,
  ListBase,
  ListContextProvider,
  ListView,
  useListContext,
  useCanAccess,
  useResourceContext,
} from 'react-admin';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/useT';
import { areaKey } from '@/i18n/messageKeys';
import { AccessLost } from '@/routes/AccessLost';
import { RenderInSlices } from '@/shared/RenderInSlices';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import { pagePlace } from '../pagePlace';
import { TrashBulkActions, TrashRowActions } from '../trash/TrashActions';
import { TrashEmpty } from '../trash/TrashEmpty';
import { useInTrash } from '../trash/TrashToggle';
import { BulkActions } from './BulkActions';
import { columnsStoreKey, defaultHiddenColumns } from './chosenColumns';
import { EmptyState } from './EmptyState';
import { FiltersOnLatestRequest, listStaleTime } from './FiltersOnLatestRequest';
import { exporterFor } from './exporter';
import { filterInputs, splitSearch } from './filters';
import { ListColumn, listColumns } from './ListColumn';
import { ListPager } from './ListPager';
import { changedRowSx, useChangedByOthers } from './changedRows';
import { listOnScreen } from '@/data/newItems';
import { ListToolbar } from './ListToolbar';
import { PhoneList } from './PhoneList';
import { useRecordPath } from './recordPath';
import { SelectableBody } from './SelectableRow';

/**
 * How long typing in search or a filter pauses before the list asks again (react-admin waits 500 ms). A typist at
 * 60 words a minute presses a key every 200 ms, so a word mostly asks once; the answer then needs about 150 ms more.
 */
export const FILTER_DEBOUNCE_MS = 200;

/**
 * The List's `debounce` does not reach react-admin's filter form, which waits its own 500 ms after the last key; its
 * theme default props do (`RaFilterForm`). Applied around the generated lists only.
 */
export const withFilterDebounce = (theme: Theme): Theme => {
  // FilterForm hands its other props to FilterLiveForm, whose `debounce` its own props type does not list.
  const defaultProps = { ...theme.components?.RaFilterForm?.defaultProps, debounce: FILTER_DEBOUNCE_MS };
  return {
    ...theme,
    components: { ...theme.components, RaFilterForm: { ...theme.components?.RaFilterForm, defaultProps } },
  };
};

/**
 * A thin bar over the rows while the list asks the API again (another page, a filter, a sort) and until the rows show
 * the answer (`behind`): the rows shown are the previous answer until then. It takes no room, so nothing moves. The
 * first load shows placeholder rows instead.
 */
function LoadingBar({ behind }: { behind: boolean }) {
  const { isFetching, isPending } = useListContext();
  const translate = useT();
  return (
    <Box sx={{ position: 'relative', height: 0, zIndex: 1 }}>
      {(isFetching || behind) && !isPending && (
        <LinearProgress
          aria-label={translate('ra.page.loading')}
          sx={{ position: 'absolute', insetInline: 0, top: 0, height: 3 }}
        />
      )}
    </Box>
  );
}

/**
 * The rows: the records (on a phone as a simple list), or in the trash the trashed ones with when they went there and
 * what can be done to them.
 */
function Rows() {
  const area = useResourceContext()!;
  const recordPath = useRecordPath(area);
  const inTrash = useInTrash();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const changed = useChangedByOthers(area);
  if (inTrash) {
    return (
      <DataTable
        storeKey={`${area}.trash.datatable`}
        hiddenColumns={defaultHiddenColumns(area)}
        rowClick={false}
        bulkActionButtons={<TrashBulkActions />}
        body={SelectableBody}
        empty={<TrashEmpty />}
      >
        {listColumns(area)}
        <ListColumn area={area} source="deletedAt" />
        <DataTable.Col>
          <TrashRowActions />
        </DataTable.Col>
      </DataTable>
    );
  }
  if (phone) return <PhoneList pathOf={recordPath} />;
  return (
    <DataTable
      storeKey={columnsStoreKey(area)}
      hiddenColumns={defaultHiddenColumns(area)}
      rowClick={recordPath}
      rowSx={changedRowSx(changed)}
      bulkActionButtons={<BulkActions />}
      body={SelectableBody}
    >
      {listColumns(area)}
    </DataTable>
  );
}

/**
 * The rows follow the list's answers a step behind, as a transition: when an answer comes, the page around them (the
 * toolbar, the filters, the pages) updates at once, the loading bar stays until the rows are in, and React renders the rows in slices that yield to the
 * browser instead of in one long task that holds up a key or a click. A selection is the user's own act: it shows at
 * once.
 */
function DeferredRows() {
  const live = useListContext();
  const deferred = useDeferredValue(live);
  const { selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems } = live;
  const value = useMemo(
    () =>
      deferred.selectedIds === selectedIds
        ? deferred
        : { ...deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems },
    [deferred, selectedIds, onSelect, onSelectAll, onToggleItem, onUnselectItems],
  );
  const rows = useMemo(() => <Rows />, []);
  // An answer is in but its rows are still being rendered (not the first load's: placeholder rows show meanwhile).
  const behind = deferred.data !== live.data && !deferred.isPending;
  return (
    <>
      <LoadingBar behind={behind} />
      <ListContextProvider value={value}>{rows}</ListContextProvider>
    </>
  );
}

/**
 * The list unless the API refused it (403): then the area is no longer the person's to read, and the page says so
 * instead of an empty list under a pager. (The refusal also reads their abilities again: src/auth/authProvider.ts.)
 */
function UnlessRefused({ children }: { children: ReactNode }) {
  const { error } = useListContext();
  const area = useResourceContext()!;
  const translate = useT();
  if ((error as { status?: number } | null)?.status === 403)
    return <AccessLost page={translate(areaKey(area, 'page.list'))} />;
  return children;
}

const LIST_QUERY_OPTIONS = { staleTime: listStaleTime };

/**
 * The pager's texts ("1-10 of 25", "Rows per page:") take their direction from their own words, not from the page:
 * in a right-to-left layout an English sentence would otherwise read "of 25 1-10" and ":Rows per page".
 */
const PAGER_TEXT_DIRECTION = {
  '& .MuiTablePagination-displayedRows, & .MuiTablePagination-selectLabel': { unicodeBidi: 'plaintext' },
} as const;

/** Nothing: the list's own filter is the user's (search, filters); a constant, so the controller's query key holds. */
const NO_PERMANENT_FILTER = {};

/**
 * An area's list: search, typed filters, sortable columns the user can choose, pages, export, bulk delete and the trash.
 *
 * react-admin's `<List>` is its controller (`ListBase`, which asks the API) around its view (`ListView`). They are
 * rendered here one after the other: the controller commits first, with a placeholder where the view goes, so the
 * API is asked at once; the view (toolbar, filter form, table) then renders in slices while the answer is on its way,
 * instead of before the question is even sent.
 */
export function ResourceList() {
  const area = useResourceContext()!;
  // The menu's count of records colleagues added here is seen while this list is on screen.
  useEffect(() => listOnScreen(area), [area]);
  const declaration = areaOf(area);
  const labels = useLabels(area);
  const translate = useT();
  const filters = useMemo(() => filterInputs(declaration, labels, translate), [declaration, labels, translate]);
  // On a phone only the search stays on the page; the other filters open from the toolbar.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [onPage, behindButton] = useMemo(() => splitSearch(filters), [filters]);
  const { locale } = useFormat();
  const exporter = useMemo(
    () => exporterFor(declaration, { labels, translate, locale }),
    [declaration, labels, translate, locale],
  );
  const { list } = declaration;
  // The add button's question, asked with the list's own: answered before the view shows, it does not pop in late.
  useCanAccess({ action: 'create', resource: area });
  // "Count exactly" holds for the filters it was asked with (src/data/dataProvider.ts); new filters estimate again.
  // Held here, not read from the address: a list that re-rendered on every navigation answered clicks late.
  const [exactFor, setExactFor] = useState<string>();
  const queryOptions = useMemo(
    () => (exactFor === undefined ? LIST_QUERY_OPTIONS : { ...LIST_QUERY_OPTIONS, meta: { exactTotalFor: exactFor } }),
    [exactFor],
  );
  return (
    <ThemeProvider theme={withFilterDebounce}>
      <ListBase
        resource={area}
        debounce={FILTER_DEBOUNCE_MS}
        sort={list.sort}
        perPage={list.perPage[0]}
        filter={NO_PERMANENT_FILTER}
        exporter={exporter}
        queryOptions={queryOptions}
        authLoading={pagePlace.authLoading}
        offline={false}
      >
        {/* The screen's loading fallback again (src/routes/RouteScreen.tsx): the view replaces it, nothing shifts. */}
        <UnlessRefused>
          <RenderInSlices fallback={pagePlace.loading}>
            <FiltersOnLatestRequest>
              <ListView
                filters={phone ? onPage : filters}
                actions={<ListToolbar phoneFilters={phone ? behindButton : undefined} />}
                empty={<EmptyState />}
                pagination={
                  <ListPager
                    rowsPerPageOptions={[...list.perPage]}
                    sx={PAGER_TEXT_DIRECTION}
                    onCountExactly={setExactFor}
                  />
                }
                component={Card}
                sx={(theme) => ({
                  // Holds the page's place as the screen's loading fallback did: before the rows arrive the list is
                  // short, and the footer would show and then be pushed down (layout shift).
                  minHeight: '100vh',
                  // A table wider than the screen scrolls inside its card, not the page.
                  '& .RaList-main': { minWidth: 0 },
                  [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' },
                  // Column titles keep to one line ("Last sign-in", not "Last sign-/in"): a table too wide scrolls.
                  [`& .${DataTableClasses.headerCell}`]: { whiteSpace: 'nowrap' },
                  // With no row selected the bulk actions bar is folded to no height but stays in the page: hidden, its
                  // buttons are no Tab stops and nothing a screen reader lists.
                  [`& .${BulkActionsToolbarClasses.collapsed}`]: { visibility: 'hidden' },
                  // Unfolded, it takes its own place above the table instead of sliding up over the filters (react-admin
                  // lays it over their last row, where it hid them and a label's top showed above it).
                  [`& .${BulkActionsToolbarClasses.toolbar}:not(.${BulkActionsToolbarClasses.collapsed})`]: {
                    position: 'relative',
                    transform: 'none',
                  },
                  // Filters and buttons share a line while they fit; when they do not (longer labels, more filters) the
                  // buttons take the next line, at its end, rather than push the last filter onto a line of its own.
                  [theme.breakpoints.up('md')]: {
                    '& .RaList-actions': { flexWrap: 'wrap' },
                    '& .RaList-actions > .MuiToolbar-root': { marginInlineStart: 'auto' },
                  },
                  // On a phone each filter takes a row of its own, all as wide.
                  [theme.breakpoints.down('sm')]: {
                    '& .RaFilterForm-filterFormInput > :not(.RaFilterFormInput-spacer)': { flex: 1 },
                    '& .RaFilterFormInput-spacer': { display: 'none' },
                  },
                })}
              >
                <DeferredRows />
              </ListView>
            </FiltersOnLatestRequest>
          </RenderInSlices>
        </UnlessRefused>
      </ListBase>
    </ThemeProvider>
  );
}

export default ResourceList;
