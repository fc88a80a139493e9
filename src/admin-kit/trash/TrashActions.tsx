import { useState } from 'react';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import PurgeIcon from '@mui/icons-material/DeleteForeverOutlined';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Confirm,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUnselectAll,
  type RaRecord,
} from 'react-admin';
import { useRecordNotice } from '../recordNotice';
import { purgeRecord, restoreRecord } from '../recordApi';
import { useDeleteErrorNotice } from './deleteError';

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
  const notice = useRecordNotice(area);
  const deleteError = useDeleteErrorNotice();
  return async (records: RaRecord[]) => {
    const done: RaRecord[] = [];
    for (const record of records) {
      try {
        await (kind === 'restore' ? restoreRecord(area, record.id) : purgeRecord(area, record.id));
        done.push(record);
      } catch (error) {
        const { message, body } = error as { message?: string; body?: { errors?: Record<string, string> } };
        if (kind === 'purge') deleteError(error);
        else
          notify(body?.errors ? 'adminKit.trash.restoreBlocked' : message || 'ra.notification.http_error', {
            type: 'error',
          });
      }
    }
    if (done.length) notice(kind === 'restore' ? 'restored' : 'purged', done);
    unselectAll();
    await queryClient.invalidateQueries({ queryKey: [area] });
    refresh();
  };
}

function PurgeButton({ records, label }: { records: () => RaRecord[]; label: string }) {
  const [open, setOpen] = useState(false);
  const purge = useTrashAction('purge');
  return (
    <>
      <Button
        label={label}
        color="error"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <PurgeIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="adminKit.trash.purgeTitle"
        content="adminKit.trash.purgeBody"
        confirm="adminKit.trash.purge"
        confirmColor="warning"
        onConfirm={async () => {
          setOpen(false);
          await purge(records());
        }}
        onClose={() => setOpen(false)}
      />
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
      <Button
        label="adminKit.trash.restore"
        onClick={(event) => {
          event.stopPropagation();
          void restore([record]);
        }}
      >
        <RestoreIcon />
      </Button>
      <PurgeButton records={() => [record]} label="adminKit.trash.purge" />
    </span>
  );
}

/** The same on the selected rows. */
export function TrashBulkActions() {
  const { data, selectedIds } = useListContext();
  const restore = useTrashAction('restore');
  // The selected rows (a selection only spans the page shown; an id not on it is still acted on by its id).
  const selected = () => selectedIds.map((id) => data?.find((record) => record.id === id) ?? { id });
  return (
    <>
      <Button label="adminKit.trash.restore" onClick={() => void restore(selected())}>
        <RestoreIcon />
      </Button>
      <PurgeButton records={selected} label="adminKit.trash.purge" />
    </>
  );
}
