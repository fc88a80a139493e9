import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { fetchHistory } from '../recordApi';
import { useLabels } from '../labels';

/**
 * Who changed a record, when, and which values: the audit entries the API wrote with each change (newest first).
 * Read again whenever the record's version moves, so a save shows up at once.
 */
export function HistoryPanel() {
  const area = useResourceContext()!;
  const record = useRecordContext();
  const translate = useT();
  const labels = useLabels(area);
  const format = useFormat();
  const history = useQuery({
    queryKey: [area, 'history', record?.id, record?.version],
    queryFn: () => fetchHistory(area, record!.id),
    enabled: record?.id != null,
  });
  const shown = (value: string | null) =>
    value === null || value === '' ? '—' : value.length > 80 ? `${value.slice(0, 80)}…` : value;
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
          {history.data?.map((entry) => (
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
              {Object.entries(entry.changes).map(([field, change]) => (
                <Typography key={field} variant="body2" dir="auto" sx={{ wordBreak: 'break-word' }}>
                  {labels.field(field)}: <s>{shown(change.before)}</s> → {shown(change.after)}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
