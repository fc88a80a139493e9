import { useState, type MouseEvent, type ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
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
import { useT } from '@/i18n/useT';
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

interface ActionButtonProps {
  label: 'adminKit.trash.restore' | 'adminKit.trash.purge';
  icon: ReactElement;
  color?: 'primary' | 'error';
  onClick: () => void;
  /** On a row: an icon named by its tooltip and label, so the row's columns keep their room. */
  compact?: boolean;
}

function ActionButton({ label, icon, color = 'primary', onClick, compact = false }: ActionButtonProps) {
  const translate = useT();
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    onClick();
  };
  if (!compact) {
    return (
      <Button label={label} color={color} onClick={click}>
        {icon}
      </Button>
    );
  }
  return (
    <Tooltip title={translate(label)}>
      <IconButton size="small" color={color} aria-label={translate(label)} onClick={click}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

function PurgeButton({ records, compact }: { records: () => RaRecord[]; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const purge = useTrashAction('purge');
  return (
    <>
      <ActionButton
        label="adminKit.trash.purge"
        icon={<PurgeIcon />}
        color="error"
        compact={compact}
        onClick={() => setOpen(true)}
      />
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

/** Restore and delete-for-good on one row of the trash, as icons with tooltips (the row's columns keep their room). */
export function TrashRowActions() {
  const record = useRecordContext();
  const restore = useTrashAction('restore');
  if (!record) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, whiteSpace: 'nowrap' }}>
      <ActionButton
        label="adminKit.trash.restore"
        icon={<RestoreIcon />}
        compact
        onClick={() => void restore([record])}
      />
      <PurgeButton records={() => [record]} compact />
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
      <PurgeButton records={selected} />
    </>
  );
}
