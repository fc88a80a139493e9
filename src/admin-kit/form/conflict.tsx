import { createContext, useContext, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormControlLabel,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useResourceContext, useSaveContext, type RaRecord } from 'react-admin';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/useT';
import { readableFields } from '../fields/fieldsOf';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import { mergeThreeWay, withChoices, type FieldDifference, type Side } from './mergeThreeWay';
import { useNoticeInView } from '@/shared/forms/noticeInView';

/*
 * A stale edit (409): the API answers with the record as it is now. The edit page keeps what the user typed and
 * resolves the two edits field by field against the version the form started from (mergeThreeWay): what only they
 * changed is kept, what only the user changed is kept, and where both changed a field the user chooses. Saving sends
 * the merged record with the version now seen; "load theirs" gives up the user's edits.
 */
/** Who changed the record and when, when the event stream told (src/admin-kit/form/changedElsewhere.tsx). */
export interface ChangeSeen {
  name: string | null;
  at: string;
}

interface Conflict {
  /** The record as someone else saved it. */
  current: RaRecord | null;
  /** Who saved it, when heard of before a save (null: a save met it, 409). */
  seen: ChangeSeen | null;
  setCurrent: (record: RaRecord | null, seen?: ChangeSeen) => void;
  /** The form moves onto `record` (nothing typed, or their version loaded): a save sends its version back. */
  takeVersion: (record: RaRecord) => void;
  /**
   * The version a save sends back when the user has seen someone else's (null: the one read when the page opened).
   * A ref, not state: saving the merged version sets it and saves at once, before any re-render.
   */
  acceptedVersion: MutableRefObject<number | null>;
  /** The record the form's values are now based on, once a conflict was resolved (null: the one read). */
  acceptedBase: MutableRefObject<RaRecord | null>;
}

const ConflictContext = createContext<Conflict | null>(null);

export function ConflictProvider({ children }: { children: ReactNode }) {
  const [met, setMet] = useState<{ current: RaRecord | null; seen: ChangeSeen | null }>({ current: null, seen: null });
  const acceptedVersion = useRef<number | null>(null);
  const acceptedBase = useRef<RaRecord | null>(null);
  const value = useMemo<Conflict>(
    () => ({
      ...met,
      setCurrent: (current, seen) => setMet({ current, seen: seen ?? null }),
      takeVersion: (record) => {
        acceptedVersion.current = Number(record.version);
        acceptedBase.current = record;
      },
      acceptedVersion,
      acceptedBase,
    }),
    [met],
  );
  return <ConflictContext.Provider value={value}>{children}</ConflictContext.Provider>;
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

const Value = ({ value }: { value: unknown }) => <>{asText(value).slice(0, 200)}</>;

/** The "keep" cell: a choice where both changed the field, otherwise whose value is kept and why. */
function KeepCell({
  difference,
  label,
  choice,
  choose,
}: {
  difference: FieldDifference;
  label: string;
  choice: Side;
  choose: (side: Side) => void;
}) {
  const translate = useT();
  if (difference.changedBy !== 'both')
    return (
      <>
        {translate(difference.changedBy === 'theirs' ? 'adminKit.conflict.keptTheirs' : 'adminKit.conflict.keptMine')}
      </>
    );
  return (
    <RadioGroup
      row
      aria-label={translate('adminKit.conflict.choiceFor', { field: label })}
      value={choice}
      onChange={(_event, value) => choose(value as Side)}
    >
      <FormControlLabel value="theirs" control={<Radio size="small" />} label={translate('adminKit.conflict.theirs')} />
      <FormControlLabel value="mine" control={<Radio size="small" />} label={translate('adminKit.conflict.mine')} />
    </RadioGroup>
  );
}

/** Shown at the top of the edit form (its values are the user's) while a save has met someone else's change. */
export function ConflictNotice() {
  const conflict = useConflict();
  const current = conflict?.current ?? null;
  const inView = useNoticeInView();
  if (!conflict || !current) return null;
  // Keyed by the record met, so a second conflict starts with fresh choices.
  return <ConflictResolution key={String(current.version)} conflict={conflict} current={current} inView={inView} />;
}

function ConflictResolution({
  conflict,
  current,
  inView,
}: {
  conflict: Conflict;
  current: RaRecord;
  inView: ReturnType<typeof useNoticeInView>;
}) {
  const area = useResourceContext()!;
  const translate = useT();
  const labels = useLabels(area);
  const form = useFormContext();
  const { save } = useSaveContext();
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const format = useFormat();
  useWatch({ control: form.control });
  const fields = readableFields(areaOf(area)).filter((field) => !field.readOnly && field.source in form.getValues());
  const pick = (values: Record<string, unknown>) =>
    Object.fromEntries(fields.map((field) => [field.source, values[field.source]]));
  const base = conflict.acceptedBase.current ?? (form.formState.defaultValues as Record<string, unknown>);
  const merge = mergeThreeWay(pick(base), pick(current), pick(form.getValues()));

  const accept = () => {
    conflict.takeVersion(current);
    conflict.setCurrent(null);
  };
  const loadTheirs = () => {
    form.reset(pick(current), { keepDefaultValues: false });
    accept();
  };
  const saveMerged = () => {
    const values = withChoices(merge, choices);
    // The form shows what is saved: should the save be refused (a field's rule), the merged values stay to fix.
    for (const difference of merge.differences)
      form.setValue(difference.field, values[difference.field], { shouldDirty: true });
    accept();
    void save?.({ ...form.getValues(), ...values });
  };
  return (
    <Alert
      ref={inView}
      tabIndex={-1}
      severity="warning"
      role="alert"
      sx={{ width: '100%', mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>
        {conflict.seen
          ? translate('adminKit.live.changedBy', {
              name: conflict.seen.name ?? translate('adminKit.live.someone'),
              time: format.time(conflict.seen.at),
            })
          : translate('adminKit.conflict.title')}
      </AlertTitle>
      {translate('adminKit.conflict.body')}
      {merge.differences.length > 0 && (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={translate('adminKit.conflict.table')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('adminKit.conflict.field')}</TableCell>
                <TableCell>{translate('adminKit.conflict.before')}</TableCell>
                <TableCell>{translate('adminKit.conflict.theirsNow')}</TableCell>
                <TableCell>{translate('adminKit.conflict.mineTyped')}</TableCell>
                <TableCell>{translate('adminKit.conflict.keep')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {merge.differences.map((difference) => (
                <TableRow key={difference.field}>
                  <TableCell component="th" scope="row">
                    {labels.field(difference.field)}
                  </TableCell>
                  <TableCell dir="auto">
                    <Value value={difference.before} />
                  </TableCell>
                  <TableCell dir="auto">
                    <Value value={difference.theirs} />
                  </TableCell>
                  <TableCell dir="auto">
                    <Value value={difference.mine} />
                  </TableCell>
                  <TableCell>
                    <KeepCell
                      difference={difference}
                      label={labels.field(difference.field)}
                      choice={choices[difference.field] ?? 'mine'}
                      choose={(side) => setChoices({ ...choices, [difference.field]: side })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button size="small" variant="contained" color="warning" onClick={saveMerged}>
          {translate('adminKit.conflict.saveMerged')}
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={loadTheirs}>
          {translate('adminKit.conflict.loadTheirs')}
        </Button>
      </Box>
    </Alert>
  );
}
