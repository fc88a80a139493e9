import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Box, FormControlLabel, IconButton, InputAdornment, Popover, Switch, TextField, useTheme } from '@mui/material';
import DragIcon from '@mui/icons-material/DragIndicator';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DownIcon from '@mui/icons-material/ArrowDownward';
import SearchIcon from '@mui/icons-material/Search';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button, useStore } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useLabels } from '../labels';
import { visuallyHidden } from '../visuallyHidden';
import { columnOrder, columnSources, columnsStoreKey, defaultHiddenColumns, useHiddenColumns } from './chosenColumns';

/** From this many columns on, the chooser has a search box (as react-admin's). */
const SEARCH_FROM = 6;

/** Lower case without accents: "é" finds "e" and the other way round. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

type Step = -1 | 1;

/**
 * Show, hide, reorder and search the columns, in DataTable's store. A plain list of labelled switches: react-admin's
 * own (FieldToggle) makes each item an `option` holding a switch, outside a listbox (axe `aria-required-parent`,
 * `nested-interactive`). A column moves by dragging it onto another, or one place at a time with its up and down
 * buttons, which keyboards and touch screens reach (HTML drag and drop is mouse-only).
 */
function ColumnChoices({ area }: { area: string }) {
  const translate = useT();
  const labels = useLabels(area);
  const sources = columnSources(area);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${columnsStoreKey(area)}_columnRanks`);
  const [hidden, setHidden] = useHiddenColumns(area);
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
  // A button that moved its column keeps the focus, or hands it to its twin once the column reached an end; the
  // move is announced, since nothing else tells a screen reader where the column went.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ rank: number; step: Step } | null>(null);
  const [moved, setMoved] = useState<number | null>(null);
  const canMove = (rank: number, by: Step) => {
    const at = order.indexOf(rank);
    return by === -1 ? at > 0 : at < order.length - 1;
  };
  const step = (rank: number, by: Step) => {
    const at = order.indexOf(rank);
    const next = [...order];
    next.splice(at, 1);
    next.splice(at + by, 0, rank);
    setRanks(next);
    setMoved(rank);
    focusAfterMove.current = { rank, step: by };
  };
  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const by = canMove(target.rank, target.step) ? target.step : -target.step;
    buttons.current.get(`${target.rank}:${by}`)?.focus();
  }, [ranks]); // eslint-disable-line react-hooks/exhaustive-deps -- runs once per move; `order` is derived from ranks
  const movedAt =
    moved === null
      ? ''
      : translate('adminKit.list.columnAt', {
          name: labels.field(sources[moved] ?? ''),
          position: order.indexOf(moved) + 1,
          total: order.length,
        });
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
              <Box sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
                {([-1, 1] as const).map((by) => (
                  <IconButton
                    key={by}
                    size="small"
                    ref={(button) => {
                      if (button) buttons.current.set(`${rank}:${by}`, button);
                      else buttons.current.delete(`${rank}:${by}`);
                    }}
                    disabled={!canMove(rank, by)}
                    aria-label={translate(by === -1 ? 'adminKit.list.moveUp' : 'adminKit.list.moveDown', {
                      name: labels.field(source),
                    })}
                    onClick={() => step(rank, by)}
                  >
                    {by === -1 ? <UpIcon sx={{ fontSize: 16 }} /> : <DownIcon sx={{ fontSize: 16 }} />}
                  </IconButton>
                ))}
                <DragIcon color="disabled" fontSize="small" sx={{ cursor: 'move' }} />
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {movedAt}
      </Box>
      <Box sx={{ textAlign: 'center', mb: 1 }}>
        <Button
          label="ra.action.reset"
          onClick={() => {
            setRanks(undefined);
            setHidden(defaultHiddenColumns(area));
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
