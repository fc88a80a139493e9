import { Alert, Button, Typography } from '@mui/material';
import { MIN_SEARCH_CHARS } from '@/contract/search';
import { ApiError } from '@/data/apiError';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { RecordHits } from './useRecordHits';

/** Why records are missing: too little typed, the search failed (with a retry), or nothing matched. */
export function SearchNotes({ records, query, empty }: { records: RecordHits; query: string; empty: boolean }) {
  const translate = useT();
  if (records.error) {
    const { error } = records;
    const reason =
      error instanceof ApiError && error.reason
        ? translate(dynamicKey(error.reason), { _: error.reason })
        : error instanceof Error
          ? error.message
          : String(error);
    return (
      <Alert
        severity="error"
        sx={{ mx: 1, mb: 1 }}
        action={
          <Button color="inherit" size="small" onClick={records.retry}>
            {translate('shared.retry')}
          </Button>
        }
      >
        {translate('navbarSearch.failed', { reason })}
      </Alert>
    );
  }
  if (records.tooShort)
    return (
      <Typography sx={{ px: 2, pb: 1 }} color="text.secondary" variant="body2">
        {translate('navbarSearch.minChars', { count: MIN_SEARCH_CHARS })}
      </Typography>
    );
  if (empty && !records.pending)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('app.navbar.noResults', { query: query.trim() })}
      </Typography>
    );
  return null;
}
