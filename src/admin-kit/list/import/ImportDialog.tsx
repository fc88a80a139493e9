import { useMemo, useState, type DragEvent } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useRefresh } from 'react-admin';
import { EXPORT_LOCALES } from '@/contract/export';
import { FIELD_LABELS } from '@/contract/fieldLabels.generated';
import type { ImportDone, ImportDryRun, ImportRowError } from '@/contract/import';
import { ApiError } from '@/data/apiError';
import { areaKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useMessage } from '@/shared/useMessage';
import { areaOf } from '../../areas';
import { sessionFieldAccess } from '../../fieldAccess';
import { useLabels } from '../../labels';
import { importRecords, undoImport } from '../../recordApi';
import { guessColumns, previewOf, type FilePreview } from './importPreview';

/*
 * Import (issue 34 item 1): pick or drop a CSV or JSON file, say which field each column fills (guessed from the
 * names and labels), check it (the server's dry run: every row as a create would check it,
 * errors marked on the previewed cells and listed for the rest), import it (all rows or none), and undo it.
 */

type Step =
  | { name: 'pick'; problem?: string }
  | { name: 'map'; file: File; preview: FilePreview; checked?: ImportDryRun; problem?: string }
  | { name: 'done'; done: ImportDone; undone?: number; problem?: string };

/** The first row number of a file's records: a CSV's header is row 1. */
const firstRowOf = (preview: FilePreview) => (preview.kind === 'csv' ? 2 : 1);

export default function ImportDialog({ area, onClose }: { area: string; onClose: () => void }) {
  const translate = useT();
  const message = useMessage();
  const labels = useLabels(area);
  const refresh = useRefresh();
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [columns, setColumns] = useState<Array<string | null>>([]);
  const [busy, setBusy] = useState(false);

  const fields = useMemo(() => {
    const declared = areaOf(area).fields.filter((field) => !field.readOnly);
    const locked = sessionFieldAccess(
      area,
      declared.map((field) => field.source),
      'store',
    ).readOnly;
    return declared.filter((field) => !locked.has(field.source));
  }, [area]);
  // A column may be named by its field's label in any of the app's languages (an export's header row in German).
  const labelsOf = (source: string) => [
    labels.field(source),
    ...EXPORT_LOCALES.flatMap((locale) => FIELD_LABELS[area]?.[locale]?.[source] ?? []),
  ];

  const reasonOf = (error: unknown) =>
    error instanceof ApiError && error.reason
      ? message(error.reason)
      : error instanceof Error && error.message.startsWith('adminKit.')
        ? message(error.message)
        : translate('adminKit.list.import.unreadable');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const preview = await previewOf(file);
      setColumns(guessColumns(preview.columns, fields, labelsOf));
      setStep({ name: 'map', file, preview });
    } catch (error) {
      setStep({ name: 'pick', problem: reasonOf(error) });
    }
  };

  const send = async (dryRun: boolean) => {
    if (step.name !== 'map') return;
    setBusy(true);
    try {
      const chosen = Object.fromEntries(step.preview.columns.map((column, index) => [column, columns[index] ?? null]));
      const answer = await importRecords(area, step.file, { dryRun, columns: chosen });
      if ('dryRun' in answer) setStep({ ...step, checked: answer, problem: undefined });
      else {
        setStep({ name: 'done', done: answer });
        refresh();
      }
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as Partial<ImportDryRun> | null) : null;
      if (body && Array.isArray(body.errors))
        setStep({
          ...step,
          checked: { dryRun: true, total: body.total ?? 0, valid: body.valid ?? 0, errors: body.errors },
        });
      else setStep({ ...step, problem: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (step.name !== 'done') return;
    setBusy(true);
    try {
      const undone = await undoImport(area, step.done.importId);
      setStep({ ...step, undone: undone.trashed, problem: undefined });
      refresh();
    } catch (error) {
      setStep({ ...step, problem: reasonOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  };

  const picker = (
    <Button component="label" variant={step.name === 'pick' ? 'contained' : 'outlined'} startIcon={<UploadFileIcon />}>
      {translate(step.name === 'pick' ? 'adminKit.list.import.choose' : 'adminKit.list.import.chooseAnother')}
      <input
        hidden
        type="file"
        accept=".csv,.json,text/csv,application/json"
        aria-label={translate('adminKit.list.import.choose')}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Button>
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="lg" aria-labelledby="import-title">
      <DialogTitle id="import-title">
        {translate('adminKit.list.import.title', { name: translate(areaKey(area, 'page.list')) })}
      </DialogTitle>
      <DialogContent dividers onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
        {busy && <LinearProgress aria-label={translate('adminKit.list.import.working')} sx={{ mb: 2 }} />}
        {step.problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {step.problem}
          </Alert>
        )}
        {step.name === 'pick' && (
          <Stack
            alignItems="center"
            spacing={2}
            sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 4 }}
          >
            <Typography>{translate('adminKit.list.import.drop')}</Typography>
            {picker}
          </Stack>
        )}
        {step.name === 'map' && (
          <MapStep
            area={area}
            step={step}
            columns={columns}
            fields={fields.map((field) => field.source)}
            onColumn={(index, field) => {
              setColumns((current) => current.map((value, i) => (i === index ? field : value)));
              setStep({ ...step, checked: undefined });
            }}
            fieldLabel={labels.field}
          />
        )}
        {step.name === 'done' && (
          <Alert severity={step.undone === undefined ? 'success' : 'info'} role="status">
            {step.undone === undefined
              ? translate('adminKit.list.import.created', { smart_count: step.done.created })
              : translate('adminKit.list.import.undone', { smart_count: step.undone })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {step.name === 'map' && picker}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} disabled={busy}>
          {translate(step.name === 'done' ? 'ra.action.close' : 'ra.action.cancel')}
        </Button>
        {step.name === 'map' && (
          <Button onClick={() => void send(true)} disabled={busy} variant={step.checked ? 'outlined' : 'contained'}>
            {translate('adminKit.list.import.check')}
          </Button>
        )}
        {step.name === 'map' && step.checked && (
          <Button
            onClick={() => void send(false)}
            disabled={busy || step.checked.errors.length > 0 || step.checked.valid === 0}
            variant="contained"
          >
            {translate('adminKit.list.import.run', { smart_count: step.checked.valid })}
          </Button>
        )}
        {step.name === 'done' && step.undone === undefined && (
          <Button onClick={() => void undo()} disabled={busy} color="warning" variant="outlined">
            {translate('adminKit.list.import.undo')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

interface MapStepProps {
  area: string;
  step: Extract<Step, { name: 'map' }>;
  columns: Array<string | null>;
  fields: string[];
  onColumn: (index: number, field: string | null) => void;
  fieldLabel: (source: string) => string;
}

/** Each column's field, the first rows with the cells the check refused marked, and the other rows' errors. */
function MapStep({ area, step, columns, fields, onColumn, fieldLabel }: MapStepProps) {
  const translate = useT();
  const message = useMessage();
  const { preview, checked } = step;
  const first = firstRowOf(preview);
  const errorsAt = new Map<string, ImportRowError>();
  for (const error of checked?.errors ?? []) errorsAt.set(`${error.row}:${error.field}`, error);
  const shownRows = new Set(preview.rows.map((_, index) => first + index));
  const others = (checked?.errors ?? []).filter((error) => !shownRows.has(error.row) || error.field === '_');
  const skip = translate('adminKit.list.import.skip');
  return (
    <Stack spacing={2}>
      <Typography>{translate('adminKit.list.import.file', { name: step.file.name })}</Typography>
      {checked && (
        <Alert severity={checked.errors.length ? 'error' : 'success'} role="status">
          {checked.errors.length
            ? translate('adminKit.list.import.refused', { smart_count: checked.total, valid: checked.valid })
            : translate('adminKit.list.import.ready', { smart_count: checked.valid })}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={translate('adminKit.list.import.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('adminKit.list.import.row')}</TableCell>
              {preview.columns.map((column, index) => (
                <TableCell key={index} sx={{ minWidth: 160, verticalAlign: 'top' }}>
                  <Typography variant="caption" component="div" noWrap title={column}>
                    {column}
                  </Typography>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    label={translate('adminKit.list.import.fills', { column })}
                    value={columns[index] ?? ''}
                    onChange={(event) => onColumn(index, event.target.value || null)}
                    SelectProps={{ displayEmpty: true }}
                    InputLabelProps={{ shrink: true }}
                  >
                    <MenuItem value="">
                      <em>{skip}</em>
                    </MenuItem>
                    {fields.map((field) => (
                      <MenuItem key={field} value={field}>
                        {fieldLabel(field)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((cells, rowIndex) => {
              const row = first + rowIndex;
              return (
                <TableRow key={row}>
                  <TableCell component="th" scope="row">
                    {row}
                  </TableCell>
                  {preview.columns.map((_, index) => {
                    const field = columns[index];
                    const error = field ? errorsAt.get(`${row}:${field}`) : undefined;
                    return (
                      <TableCell
                        key={index}
                        data-invalid={error ? 'true' : undefined}
                        sx={error ? { bgcolor: 'error.light', color: 'error.contrastText' } : undefined}
                      >
                        {cells[index] ?? ''}
                        {error && (
                          <Typography variant="caption" component="div" role="note">
                            {message(error.message)}
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {others.length > 0 && (
        <Box component="ul" aria-label={translate('adminKit.list.import.otherErrors')} sx={{ m: 0, pl: 3 }}>
          {others.slice(0, 50).map((error) => (
            <li key={`${error.row}:${error.field}`}>
              {translate('adminKit.list.import.rowError', {
                row: error.row,
                field: error.field === '_' ? '' : fieldLabel(error.field),
                message: message(error.message),
              })}
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('adminKit.list.import.hint', { name: translate(areaKey(area, 'page.list')) })}
      </Typography>
    </Stack>
  );
}
