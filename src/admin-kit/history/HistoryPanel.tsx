import { useState } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import { useQuery } from '@tanstack/react-query';
import {
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import type { HistoryEntry } from '@/contract/activity';
import { useT } from '@/i18n/useT';
import { hasUnsavedWork } from '@/shared/forms/dirtyForms';
import { useFormat } from '@/i18n/format';
import { fetchHistory } from '../recordApi';
import { readableFields } from '../fields/fieldsOf';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import { ChangeList } from './ChangeList';
import { versionAfter } from './versionValues';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between the record and the version right after `entries[index]`; none when it cannot be rebuilt. */
function versionToRestore(area: string, record: RaRecord, entries: readonly HistoryEntry[], index: number) {
  const entry = entries[index];
  if (entry.action !== 'update' && entry.action !== 'create') return {};
  const values = versionAfter(entries, index, readableFields(areaOf(area))) ?? {};
  return Object.fromEntries(Object.entries(values).filter(([source, value]) => !same(value, record[source])));
}

/**
 * "Restore this version": saves the values the record had right after this entry as a new version, through the
 * usual update with the version shown (a 409 when someone changed the record meanwhile), recorded like any change.
 */
function RestoreVersion({ values }: { values: Record<string, unknown> }) {
  const area = useResourceContext()!;
  const record = useRecordContext()!;
  const translate = useT();
  const labels = useLabels(area);
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  const restore = () => {
    setOpen(false);
    void update(
      area,
      { id: record.id, data: { ...values, version: record.version as unknown }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('adminKit.history.restored', { type: 'success' });
          refresh();
        },
        onError: (error) => {
          const { status, message } = (error ?? {}) as { status?: number; message?: string };
          if (status === 409) {
            notify('adminKit.history.restoreConflict', { type: 'error' });
            refresh();
          } else notify(message || 'ra.notification.http_error', { type: 'error' });
        },
      },
    );
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<RestoreIcon />}
        disabled={isPending}
        onClick={() =>
          // On the edit page the form would take the restored record over what was typed.
          hasUnsavedWork() ? notify('adminKit.history.unsavedFirst', { type: 'warning' }) : setOpen(true)
        }
        sx={{ mt: 0.5 }}
      >
        {translate('adminKit.history.restore')}
      </Button>
      <Confirm
        isOpen={open}
        title="adminKit.history.restoreTitle"
        content={translate('adminKit.history.restoreBody', {
          fields: Object.keys(values)
            .map((source) => labels.field(source))
            .join(', '),
        })}
        confirm="adminKit.history.restore"
        onConfirm={restore}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * Who changed a record, when, and which values: the audit entries the API wrote with each change (newest first),
 * each value shown as the record shows it. Read again whenever the record's version moves, so a save shows up at once.
 */
export function HistoryPanel() {
  const area = useResourceContext()!;
  const record = useRecordContext();
  const translate = useT();
  const format = useFormat();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: area });
  const history = useQuery({
    queryKey: [area, 'history', record?.id, record?.version],
    queryFn: () => fetchHistory(area, record!.id),
    enabled: record?.id != null,
  });
  const restorable = canEdit && Boolean(areaOf(area).paths.edit);
  return (
    <Card
      component="aside"
      aria-labelledby="history-title"
      sx={{
        width: { xs: '100%', lg: 320 },
        ml: { lg: 2 },
        mt: { xs: 2, lg: 0 },
        flexShrink: 0,
        alignSelf: 'flex-start',
      }}
    >
      <CardContent>
        <Typography id="history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('adminKit.history.title')}
        </Typography>
        {history.isPending && <Skeleton variant="rounded" height={96} />}
        {history.isError && <Typography color="error">{translate('adminKit.history.failed')}</Typography>}
        {history.data?.length === 0 && (
          <Typography color="text.secondary">{translate('adminKit.history.empty')}</Typography>
        )}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {history.data?.map((entry, index, entries) => {
            const values = restorable && record ? versionToRestore(area, record, entries, index) : {};
            return (
              <Box
                component="li"
                key={entry.id}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {translate('adminKit.history.by', {
                    action: translate(`resources.activity.choices.action.${entry.action}`),
                    name: entry.actorName ?? translate('adminKit.history.someone'),
                  })}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.at}>
                  {format.dateTime(entry.at)}
                </Typography>
                <ChangeList
                  area={area}
                  changes={Object.entries(entry.changes).map(([field, change]) => ({ field, ...change }))}
                />
                {Object.keys(values).length > 0 && <RestoreVersion values={values} />}
              </Box>
            );
          })}
        </Box>
      </CardContent>
    </Card>
  );
}
