import { useState } from 'react';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import PurgeIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button, Confirm, useListContext, useNotify, useRecordContext, useRefresh, useResourceContext, useUnselectAll, type Identifier,
} from 'react-admin';
import { purgeRecord, restoreRecord } from '../recordApi';

/*
 * What the trash offers those who may delete: restore records (one, or the selected ones) and delete them for good,
 * after a confirmation. Each answer is reported; a record that cannot be restored (its unique value was taken) says so.
 */
function useTrashAction(kind: 'restore' | 'purge') {
  const area = useResourceContext()!;
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const unselectAll = useUnselectAll(area);
  return async (ids: Identifier[]) => {
    let done = 0;
    for (const id of ids) {
      try {
        await (kind === 'restore' ? restoreRecord(area, id) : purgeRecord(area, id));
        done++;
      } catch (error) {
        const { message, body } = error as { message?: string; body?: { errors?: Record<string, string> } };
        notify(body?.errors ? 'adminKit.trash.restoreBlocked' : message || 'ra.notification.http_error', { type: 'error' });
      }
    }
    if (done) notify(`adminKit.trash.${kind === 'restore' ? 'restored' : 'purged'}`, { type: 'success', messageArgs: { smart_count: done } });
    unselectAll();
    await queryClient.invalidateQueries({ queryKey: [area] });
    refresh();
  };
}

function PurgeButton({ ids, label }: { ids: () => Identifier[]; label: string }) {
  const [open, setOpen] = useState(false);
  const purge = useTrashAction('purge');
  return (
    <>
      <Button label={label} color="error" onClick={(event) => { event.stopPropagation(); setOpen(true); }}><PurgeIcon /></Button>
      <Confirm isOpen={open} title="adminKit.trash.purgeTitle" content="adminKit.trash.purgeBody" confirm="adminKit.trash.purge" confirmColor="warning"
        onConfirm={async () => { setOpen(false); await purge(ids()); }} onClose={() => setOpen(false)} />
    </>
  );
}

/** Restore and delete-for-good on one row of the trash. */
export function TrashRowActions() {
  const record = useRecordContext();
  const restore = useTrashAction('restore');
  if (!record) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <Button label="adminKit.trash.restore" onClick={(event) => { event.stopPropagation(); void restore([record.id]); }}><RestoreIcon /></Button>
      <PurgeButton ids={() => [record.id]} label="adminKit.trash.purge" />
    </span>
  );
}

/** The same on the selected rows. */
export function TrashBulkActions() {
  const { selectedIds } = useListContext();
  const restore = useTrashAction('restore');
  return (
    <>
      <Button label="adminKit.trash.restore" onClick={() => void restore(selectedIds)}><RestoreIcon /></Button>
      <PurgeButton ids={() => selectedIds} label="adminKit.trash.purge" />
    </>
  );
}
