import type { MouseEvent } from 'react';
import { Checkbox } from '@mui/material';
import {
  DatagridBody, DatagridClasses, DatagridRow, useRecordContext, useResourceContext, useTranslate, type DatagridRowProps, type Identifier,
} from 'react-admin';
import { areaOf } from '../areas';

/** The cell of the row's selection box: a table cell as narrow as MUI's checkbox cells. */
export const SELECT_CELL = 'select-row-cell';

interface SelectBoxProps {
  id: Identifier;
  selected: boolean;
  selectable: boolean;
  onToggleItem?: DatagridRowProps['onToggleItem'];
  /** Read by react-admin's DatagridCell, which wraps each of the row's children. */
  cellClassName: string;
}

/** A row's selection box, its input named after the record ("Select Ada Owner"). */
function SelectBox({ id, selected, selectable, onToggleItem }: SelectBoxProps) {
  const record = useRecordContext();
  const area = useResourceContext()!;
  const translate = useTranslate();
  const name = String(record?.[areaOf(area).representation] ?? id);
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    if (selectable) onToggleItem?.(id, event);
  };
  return (
    <Checkbox
      color="primary"
      className={`select-item ${DatagridClasses.checkbox}`}
      checked={selectable && selected}
      disabled={!selectable}
      onClick={toggle}
      slotProps={{ input: { 'aria-label': translate('adminKit.list.selectRow', { name }) } }}
    />
  );
}

/**
 * react-admin's row with its own selection box: react-admin's puts its aria-label on the box's span, where the
 * role forbids it, and leaves the input itself without a name (axe `label`, `aria-prohibited-attr`).
 */
function SelectableRow({ hasBulkActions, selected = false, selectable = true, onToggleItem, children, ...rest }: DatagridRowProps) {
  return (
    <DatagridRow {...rest} selected={selected} selectable={selectable} onToggleItem={onToggleItem} hasBulkActions={false}>
      {hasBulkActions && rest.id !== undefined && (
        <SelectBox id={rest.id} selected={selected} selectable={selectable} onToggleItem={onToggleItem} cellClassName={SELECT_CELL} />
      )}
      {children}
    </DatagridRow>
  );
}

/** The body of the lists' datagrids (pass as `body`, with `SELECT_CELL_STYLE` in the datagrid's sx). */
export const selectableBody = <DatagridBody row={<SelectableRow />} />;
export const SELECT_CELL_STYLE = { [`& .${SELECT_CELL}`]: { width: 48, padding: '0 0 0 4px' } } as const;
