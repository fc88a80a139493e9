import { useState, type MouseEvent } from 'react';
import { Box, FormControlLabel, InputAdornment, Popover, Switch, TextField, useTheme } from '@mui/material';
import DragIcon from '@mui/icons-material/DragIndicator';
import SearchIcon from '@mui/icons-material/Search';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button, useStore } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import { columnOrder, columnsStoreKey, NONE_HIDDEN } from './chosenColumns';

/** From this many columns on, the chooser has a search box (as react-admin's). */
const SEARCH_FROM = 6;

/** Lower case without accents: "é" finds "e" and the other way round. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Show, hide, reorder (drag a column onto another) and search the columns, in DataTable's store. A plain list of
 * labelled switches: react-admin's own (FieldToggle) makes each item an `option` holding a switch, outside a listbox
 * (axe `aria-required-parent`, `nested-interactive`).
 */
function ColumnChoices({ area }: { area: string }) {
  const translate = useT();
  const labels = useLabels(area);
  const sources = areaOf(area).list.columns;
  const key = columnsStoreKey(area);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${key}_columnRanks`);
  const [hidden, setHidden] = useStore<string[]>(key, NONE_HIDDEN);
  const [search, setSearch] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const order = columnOrder(ranks, sources.length);
  const shown = order.filter((rank) => folded(labels.field(sources[rank] ?? '')).includes(folded(search)));
  const toggle = (source: string) =>
    setHidden(hidden.includes(source) ? hidden.filter((s) => s !== source) : [...hidden, source]);
  const moveOnto = (target: number) => {
    if (dragged === null || dragged === target) return;
    const rest = order.filter((rank) => rank !== dragged);
    const at = rest.indexOf(target) + (order.indexOf(dragged) < order.indexOf(target) ? 1 : 0);
    setRanks([...rest.slice(0, at), dragged, ...rest.slice(at)]);
  };
  const searchLabel = translate('ra.action.search_columns');
  return (
    <Box sx={{ px: 1, pt: 1, minWidth: 200 }}>
      {sources.length >= SEARCH_FROM && (
        <TextField
          size="small"
          fullWidth
          autoFocus
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={searchLabel}
          slotProps={{
            htmlInput: { 'aria-label': searchLabel },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon color="disabled" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1 }}>
        {shown.map((rank) => {
          const source = sources[rank]!;
          return (
            <Box
              component="li"
              key={source}
              draggable
              onDragStart={() => setDragged(rank)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => moveOnto(rank)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                opacity: dragged === rank ? 0.4 : 1,
              }}
            >
              <FormControlLabel
                label={labels.field(source)}
                sx={{ mx: 0 }}
                slotProps={{ typography: { variant: 'body2' } }}
                control={<Switch size="small" checked={!hidden.includes(source)} onChange={() => toggle(source)} />}
              />
              <DragIcon color="disabled" fontSize="small" sx={{ cursor: 'move' }} />
            </Box>
          );
        })}
      </Box>
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Button
          label="ra.action.reset"
          onClick={() => {
            setRanks(undefined);
            setHidden(NONE_HIDDEN);
          }}
        />
      </Box>
    </Box>
  );
}

/**
 * The list's column chooser, for the table and the phone list alike. It stands in for react-admin's ColumnsButton,
 * whose choices only a DataTable with rows fills in (none on a phone, none while a search finds nothing), with an
 * unnamed search box. The table still renders its own choices into ColumnsButton's popover, which is not there.
 */
export function ColumnChooser({ area }: { area: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  return (
    <>
      <Button
        label="ra.action.select_columns"
        aria-expanded={Boolean(anchor)}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchor(event.currentTarget)}
      >
        <ViewWeekIcon />
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
      >
        <ColumnChoices area={area} />
      </Popover>
    </>
  );
}
