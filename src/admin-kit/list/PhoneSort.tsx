import { useId, useState } from 'react';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import SortIcon from '@mui/icons-material/Sort';
import UpIcon from '@mui/icons-material/ArrowUpward';
import DownIcon from '@mui/icons-material/ArrowDownward';
import { useListContext } from 'react-admin';
import { useT } from '@/i18n/useT';
import { areaOf } from '../areas';
import { useLabels } from '../labels';
import { useChosenColumns } from './chosenColumns';
import { isSortable } from './sortable';

/**
 * The phone list's sort (it has no column titles to click): a labelled button opening the shown columns that sort;
 * the current one is ticked with its direction, and choosing it again reverses it.
 */
export function PhoneSort({ area }: { area: string }) {
  const translate = useT();
  const labels = useLabels(area);
  const menuId = useId();
  const { sort, setSort } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const declaration = areaOf(area);
  const sources = useChosenColumns(area).filter((source) => isSortable(declaration, source));
  if (!sources.length) return null;
  const order = (direction: 'ASC' | 'DESC') => translate(direction === 'ASC' ? 'ra.sort.ASC' : 'ra.sort.DESC');
  return (
    <>
      <Button
        size="small"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('ra.action.sort')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {sources.map((source) => {
          const current = sort.field === source;
          const label = labels.field(source);
          return (
            <MenuItem
              key={source}
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => {
                setSort({ field: source, order: current && sort.order === 'ASC' ? 'DESC' : 'ASC' });
                setAnchor(null);
              }}
            >
              <ListItemText primary={label} secondary={current ? order(sort.order) : undefined} />
              {current && (
                <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
                  {sort.order === 'ASC' ? <UpIcon fontSize="small" /> : <DownIcon fontSize="small" />}
                </ListItemIcon>
              )}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
