import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import type { LiveEvent } from '@/contract/events';
import { holdInEdit, onLiveChange } from '@/data/liveEvents';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/useT';
import { restoreRecord } from '../recordApi';
import { useConflict, type ChangeSeen } from './conflict';

type Notice = { kind: 'took' | 'trashed' | 'purged'; seen: ChangeSeen } | null;

/**
 * The edit page hears when someone else commits a change to its record (src/root/LiveUpdates.tsx). With nothing
 * typed, the form takes their version and says so; with unsaved input, the conflict notice opens before the save
 * (the same field-by-field choice a 409 brings), keeping what was typed. Moved to the trash: it says so and offers
 * to restore.
 */
export function ChangedElsewhere() {
  const area = useResourceContext()!;
  const record = useRecordContext();
  const id = record?.id;
  const form = useFormContext();
  const conflict = useConflict()!;
  const dataProvider = useDataProvider();
  const [notice, setNotice] = useState<Notice>(null);
  // Read while rendering, so the form re-renders as it becomes dirty and the event handler sees it now.
  const dirty = useRef(form.formState.isDirty);
  dirty.current = form.formState.isDirty;
  // The version the form's values are based on: a change up to it is this form's own save, or one it took.
  const based = useRef<number>(NaN);
  based.current = conflict.acceptedVersion.current ?? Number(record?.version);
  const translate = useT();
  const notify = useNotify();
  const { time } = useFormat();
  const { canAccess: mayRestore } = useCanAccess({ action: 'delete', resource: area });

  useEffect(() => {
    if (id === undefined) return;
    const release = holdInEdit(area, id);
    const stop = onLiveChange((event: LiveEvent) => {
      // Anyone's change but this form's own, the same person's in another tab included.
      if (event.area !== area || String(event.recordId) !== String(id)) return;
      const seen = { name: event.actor.name, at: event.at };
      if (event.action === 'delete' || event.action === 'purge') {
        setNotice({ kind: event.action === 'delete' ? 'trashed' : 'purged', seen });
        return;
      }
      void dataProvider.getOne(area, { id }).then(
        ({ data: current }: { data: RaRecord }) => {
          if (Number(current.version) <= based.current) return;
          if (dirty.current) {
            setNotice(null);
            conflict.setCurrent(current, seen);
            return;
          }
          // Nothing typed: the form moves onto their version, and a save sends that version back.
          conflict.takeVersion(current);
          form.reset(current, { keepDefaultValues: false });
          setNotice({ kind: 'took', seen });
        },
        () => undefined,
      );
    });
    return () => {
      stop();
      release();
    };
  }, [area, id, form, conflict, dataProvider]);

  if (!notice) return null;
  const values = { name: notice.seen.name ?? translate('adminKit.live.someone'), time: time(notice.seen.at) };
  if (notice.kind !== 'trashed')
    return (
      <Alert
        severity={notice.kind === 'took' ? 'info' : 'warning'}
        role={notice.kind === 'took' ? 'status' : 'alert'}
        onClose={() => setNotice(null)}
        sx={{ mb: 2 }}
      >
        {translate(notice.kind === 'took' ? 'adminKit.live.tookTheirs' : 'adminKit.live.purgedBy', values)}
      </Alert>
    );
  // Restoring is the trash's (the server asks for `delete`), and keeps what was typed: only the version moves on.
  const restore = () =>
    void restoreRecord(area, id!)
      .then(() => dataProvider.getOne(area, { id: id! }))
      .then(({ data }: { data: RaRecord }) => {
        setNotice(null);
        conflict.takeVersion(data);
        if (!dirty.current) form.reset(data, { keepDefaultValues: false });
      })
      .catch(() => notify('adminKit.live.restoreFailed', { type: 'error' }));
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        mayRestore && (
          <Button color="inherit" size="small" onClick={restore}>
            {translate('adminKit.live.restore')}
          </Button>
        )
      }
    >
      {translate('adminKit.live.trashedBy', values)}
    </Alert>
  );
}
