import { useMemo, type MouseEvent } from 'react';
import { Checkbox, TableCell } from '@mui/material';
import {
  DataTableBody,
  DataTableClasses,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useRecordContext,
  useResourceContext,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { useT } from '@/i18n/useT';
import { areaOf } from '../areas';

/** A row's selection box, its input named after the record ("Select Ada Owner"). */
function SelectBox() {
  const record = useRecordContext()!;
  const area = useResourceContext()!;
  const translate = useT();
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selected = useDataTableSelectedIdsContext()?.includes(record.id) ?? false;
  const selectable = !isRowSelectable || isRowSelectable(record);
  const name = String(record[areaOf(area).representation] ?? record.id);
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    // DataTable's toggle, which also selects the rows between two clicks with Shift.
    if (selectable) handleToggleItem?.(record.id, event);
  };
  return (
    <Checkbox
      color="primary"
      className={`select-item ${DataTableClasses.checkbox}`}
      checked={selectable && selected}
      disabled={!selectable}
      onClick={toggle}
      slotProps={{ input: { 'aria-label': translate('adminKit.list.selectRow', { name }) } }}
    />
  );
}

/**
 * react-admin's row with its own selection box: react-admin's puts its aria-label on the box's span, where the role
 * forbids it, leaves the input itself without a name (axe `label`, `aria-prohibited-attr`), and names every row's
 * box alike ("Select this row"). The row is told there are no bulk actions so that it leaves its own box out.
 */
function SelectableRow({ children, ...rest }: DataTableRowProps) {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const record = useRecordContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const selected = record ? (selectedIds?.includes(record.id) ?? false) : false;
  const withoutBox = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  // The row shows and says that it is selected, not only its box (react-admin's row marks neither).
  const selection = config.hasBulkActions ? { selected, 'aria-selected': selected } : {};
  return (
    <DataTableConfigContext.Provider value={withoutBox}>
      <DataTableRow {...rest} {...selection}>
        {config.hasBulkActions && handleToggleItem && (
          <TableCell padding="checkbox">
            <SelectBox />
          </TableCell>
        )}
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
}

/** The body of the lists' tables (DataTable's `body`). */
export function SelectableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={SelectableRow} />;
}
