import { TableCell, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';

interface Props<K extends string> {
  field: K;
  sortBy: K;
  sortDesc: boolean;
  onSort: (field: K, desc: boolean) => void;
  children: ReactNode;
  align?: 'left' | 'right' | 'center';
}

/** A column header that sorts by its field; clicking the active column flips the direction. */
export function SortableHead<K extends string>({ field, sortBy, sortDesc, onSort, children, align }: Props<K>) {
  const active = sortBy === field;
  return (
    <TableCell align={align} sortDirection={active ? (sortDesc ? 'desc' : 'asc') : false}>
      <TableSortLabel
        active={active}
        direction={active && sortDesc ? 'desc' : 'asc'}
        onClick={() => onSort(field, active ? !sortDesc : false)}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
