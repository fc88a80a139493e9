import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { CircularProgress } from '@mui/material';
import { Button, useListContext, useLocaleState, useNotify, useResourceContext } from 'react-admin';
import { EXPORT_LOCALES, type ExportLocale } from '@/contract/export';
import { ApiError } from '@/data/apiError';
import { downloadExport } from '../recordApi';

const exportLocale = (locale: string): ExportLocale =>
  EXPORT_LOCALES.includes(locale as ExportLocale) ? (locale as ExportLocale) : 'en';

/**
 * Export: every record of the list as it is filtered, searched and sorted now, on every page, as one CSV file the
 * server writes (GET /v1/{area}/export) headed by the fields' labels in the reader's language. The browser downloads
 * it; the page never holds the rows. While the server writes it the button says so and waits; a refusal or a file
 * cut short is said in a notice.
 */
export function ServerExportButton() {
  const area = useResourceContext()!;
  const { filter, filterValues, sort, total } = useListContext();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await downloadExport(
        area,
        { sort, filter: filter ? { ...filterValues, ...filter } : filterValues },
        { format: 'csv', header: 'labels', locale: exportLocale(locale) },
      );
    } catch (error) {
      notify(error instanceof ApiError && error.reason ? error.reason : 'adminKit.list.export.failed', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={busy ? 'adminKit.list.export.busy' : 'ra.action.export'}
      onClick={() => void start()}
      disabled={busy || total === 0}
      aria-busy={busy}
    >
      {busy ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
}
