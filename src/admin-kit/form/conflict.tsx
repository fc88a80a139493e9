import { createContext, useContext, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useResourceContext, useSaveContext, type RaRecord } from 'react-admin';
import { useT } from '@/i18n/useT';
import { readableFields } from '../fields/fieldsOf';
import { useLabels } from '../labels';
import { areaOf } from '../areas';

/*
 * A stale edit (409): the API answers with the record as it is now. The edit page keeps what the user typed, says
 * someone else changed the record, and lets them compare the two versions, then load theirs or save theirs over it
 * on purpose (sending the version they have now seen).
 */
interface Conflict {
  /** The record as someone else saved it. */
  current: RaRecord | null;
  setCurrent: (record: RaRecord | null) => void;
  /**
   * The version a save sends back when the user has seen someone else's (null: the one read when the page opened).
   * A ref, not state: "save mine anyway" sets it and saves at once, before any re-render.
   */
  acceptedVersion: MutableRefObject<number | null>;
}

const ConflictContext = createContext<Conflict | null>(null);

export function ConflictProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<RaRecord | null>(null);
  const acceptedVersion = useRef<number | null>(null);
  return (
    <ConflictContext.Provider value={{ current, setCurrent, acceptedVersion }}>{children}</ConflictContext.Provider>
  );
}

export const useConflict = () => useContext(ConflictContext);

/** The 409 body's current record, when an error is a stale edit. */
export function conflictRecordOf(error: unknown): RaRecord | null {
  const { status, body } = (error ?? {}) as { status?: number; body?: { current?: RaRecord } };
  return status === 409 && body?.current && typeof body.current === 'object' ? body.current : null;
}

const asText = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Shown in the form (its values are the user's) while a save has met someone else's change. */
export function ConflictNotice() {
  const conflict = useConflict();
  const area = useResourceContext()!;
  const translate = useT();
  const labels = useLabels(area);
  const form = useFormContext();
  const { save } = useSaveContext();
  const [comparing, setComparing] = useState(false);
  const current = conflict?.current;
  if (!conflict || !current) return null;
  const fields = readableFields(areaOf(area)).filter((field) => !field.readOnly && field.source in form.getValues());
  const differing = fields.filter((field) => asText(current[field.source]) !== asText(form.getValues(field.source)));
  const loadTheirs = () => {
    form.reset(Object.fromEntries(fields.map((field) => [field.source, current[field.source]])), {
      keepDefaultValues: false,
    });
    conflict.acceptedVersion.current = Number(current.version);
    conflict.setCurrent(null);
  };
  const saveMine = () => {
    conflict.acceptedVersion.current = Number(current.version);
    conflict.setCurrent(null);
    void save?.(form.getValues());
  };
  return (
    <Alert severity="warning" role="alert" sx={{ width: '100%', mb: 1 }}>
      <AlertTitle>{translate('adminKit.conflict.title')}</AlertTitle>
      {translate('adminKit.conflict.body')}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          aria-expanded={comparing}
          onClick={() => setComparing(!comparing)}
        >
          {translate(comparing ? 'adminKit.conflict.hide' : 'adminKit.conflict.compare')}
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={loadTheirs}>
          {translate('adminKit.conflict.loadTheirs')}
        </Button>
        <Button size="small" variant="contained" color="warning" onClick={saveMine}>
          {translate('adminKit.conflict.saveMine')}
        </Button>
      </Box>
      {comparing && (
        <Table size="small" sx={{ mt: 1 }} aria-label={translate('adminKit.conflict.compare')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('adminKit.conflict.field')}</TableCell>
              <TableCell>{translate('adminKit.conflict.theirs')}</TableCell>
              <TableCell>{translate('adminKit.conflict.yours')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {differing.map((field) => (
              <TableRow key={field.source}>
                <TableCell>{labels.field(field.source)}</TableCell>
                <TableCell dir="auto">{asText(current[field.source]).slice(0, 200)}</TableCell>
                <TableCell dir="auto">{asText(form.getValues(field.source)).slice(0, 200)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Alert>
  );
}
