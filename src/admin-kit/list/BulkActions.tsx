import { BulkExportButton, CanAccess, useResourceContext } from 'react-admin';
import { areaOf } from '../areas';
import { BulkTrashButton } from '../trash/TrashButtons';

/** Actions on the selected rows: delete with undo, and export. Each appears only to who may do it. */
export function BulkActions() {
  const area = useResourceContext()!;
  const { list } = areaOf(area);
  return (
    <>
      {list.bulkActions.includes('export') && (
        <CanAccess action="export" resource={area}>
          <BulkExportButton />
        </CanAccess>
      )}
      {list.bulkActions.includes('delete') && (
        <CanAccess action="delete" resource={area}>
          <BulkTrashButton />
        </CanAccess>
      )}
    </>
  );
}
