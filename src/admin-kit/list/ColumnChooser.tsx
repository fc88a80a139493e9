import { useMemo, useState, type MouseEvent } from 'react';
import { Box, InputAdornment, MenuList, Popover, TextField, useTheme } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import {
  Button, DataTableColumnRankContext, DataTableRenderContext, DataTableStoreContext, useStore, useTranslate,
} from 'react-admin';
import { useLabels } from '../labels';
import { declarationOf } from '../registry';
import { columnOrder, columnsStoreKey, NONE_HIDDEN } from './chosenColumns';
import { listColumns } from './ListColumn';

/** From this many columns on, the chooser has a search box (as react-admin's). */
const SEARCH_FROM = 6;

/** Lower case without accents: "é" finds "e" and the other way round. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Show, hide, reorder (drag) and search the columns; each column's switch is react-admin's (its `ColumnsSelectorItem`). */
function ColumnChoices({ area }: { area: string }) {
  const translate = useTranslate();
  const key = columnsStoreKey(area);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${key}_columnRanks`);
  const [, setHidden] = useStore<string[]>(key, NONE_HIDDEN);
  const [search, setSearch] = useState('');
  const labels = useLabels(area);
  const sources = declarationOf(area).list.columns;
  const columns = listColumns(area);
  // The search is matched here: react-admin's own match (ColumnsSelectorItem's) needs `diacritic` as an ES module.
  const shown = columnOrder(ranks, columns.length).filter((rank) => folded(labels.field(sources[rank] ?? '')).includes(folded(search)));
  const searchLabel = translate('ra.action.search_columns');
  return (
    <Box sx={{ px: 1, pt: 1, minWidth: 200 }}>
      {columns.length >= SEARCH_FROM && (
        <TextField
          size="small" fullWidth autoFocus value={search} onChange={(event) => setSearch(event.target.value)} placeholder={searchLabel}
          slotProps={{
            htmlInput: { 'aria-label': searchLabel },
            input: { endAdornment: <InputAdornment position="end"><SearchIcon color="disabled" /></InputAdornment> },
          }}
        />
      )}
      <MenuList sx={{ pt: 0 }}>
        {shown.map((rank) => <DataTableColumnRankContext.Provider key={rank} value={rank}>{columns[rank]}</DataTableColumnRankContext.Provider>)}
      </MenuList>
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Button label="ra.action.reset" onClick={() => { setRanks(undefined); setHidden(NONE_HIDDEN); }} />
      </Box>
    </Box>
  );
}

/**
 * The list's column chooser, for the table and the phone list alike. It stands in for react-admin's ColumnsButton,
 * whose choices only a DataTable with rows fills in (none on a phone, none while a search finds nothing) and whose
 * search box has no name. The table's own choices look for ColumnsButton's popover, which is not there.
 */
export function ColumnChooser({ area }: { area: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const store = useMemo(() => ({ storeKey: columnsStoreKey(area), defaultHiddenColumns: NONE_HIDDEN }), [area]);
  return (
    <>
      <Button label="ra.action.select_columns" aria-haspopup="true" aria-expanded={Boolean(anchor)}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}>
        <ViewWeekIcon />
      </Button>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}>
        <DataTableStoreContext.Provider value={store}>
          <DataTableRenderContext.Provider value="columnsSelector">
            <ColumnChoices area={area} />
          </DataTableRenderContext.Provider>
        </DataTableStoreContext.Provider>
      </Popover>
    </>
  );
}
