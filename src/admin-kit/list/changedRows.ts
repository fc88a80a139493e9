import { useEffect, useState } from 'react';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { RaRecord } from 'react-admin';
import { useSessionUser } from '@/auth/session';
import { onLiveChange } from '@/data/liveEvents';

/** How long a row someone else changed stays marked. */
export const CHANGED_ROW_MS = 4_000;
const NONE: ReadonlySet<string> = new Set();

/**
 * The ids of the area's records someone else created, changed or restored in the last few seconds (the live updates'
 * events, src/root/LiveUpdates.tsx), so the list can mark those rows as they refetch.
 */
export function useChangedByOthers(area: string): ReadonlySet<string> {
  const me = useSessionUser()?.id;
  const [ids, setIds] = useState(NONE);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onLiveChange((event) => {
      if (event.area !== area || event.action === 'delete' || event.action === 'purge') return;
      if (event.actor.id !== null && String(event.actor.id) === String(me)) return;
      const id = String(event.recordId);
      setIds((current) => new Set(current).add(id));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setIds((current) => {
          const next = new Set(current);
          next.delete(id);
          return next.size ? next : NONE;
        });
      }, CHANGED_ROW_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [area, me]);
  return ids;
}

/** The row style that marks a changed row; the mark fades out when it ends. */
export const changedRowSx =
  (changed: ReadonlySet<string>) =>
  (record: RaRecord): SxProps =>
    // DataTable's rowSx takes MUI's SxProps without its Theme type; the function is handed the app's theme.
    ({
      transition: 'background-color 1s ease-out',
      ...(changed.has(String(record.id)) && {
        backgroundColor: (theme: Theme) => alpha(theme.palette.warning.main, 0.16),
      }),
    }) as SxProps;
