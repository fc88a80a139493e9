import { Box, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { CREATED_BY, SELF, type Conditions, type ConditionValue } from '@schemas/kit/access';
import { useT } from '@/i18n/useT';
import { areaOf } from '../../areas';
import { useLabels } from '../../labels';
import { countryName } from '../country/countryName';
import type { SubjectGrant } from './grants';

type FieldMode = 'editable' | 'readOnly' | 'hidden';
const MODES: readonly FieldMode[] = ['editable', 'readOnly', 'hidden'];

/** The fields of an area a role may limit: what its forms and pages show (not the server's own columns). */
export const limitableFields = (subject: string) =>
  areaOf(subject).fields.filter((field) => !field.readOnly && !field.writeOnly);

/**
 * What one area's permissions reach, below its row of the matrix: the records (own only, or by choice-field values)
 * and each field (visible and editable, read-only, or hidden). The field that names a record cannot be hidden.
 */
export function LimitsPanel({
  subject,
  grant,
  onChange,
}: {
  subject: string;
  grant: SubjectGrant;
  onChange: (grant: SubjectGrant) => void;
}) {
  const translate = useT();
  const labels = useLabels(subject);
  const [locale = 'en'] = useLocaleState();
  const fields = limitableFields(subject);
  const conditions: Conditions = grant.conditions ?? {};
  const setCondition = (field: string, value: ConditionValue[] | ConditionValue | undefined) => {
    const next: Conditions = { ...conditions };
    if (value === undefined || (Array.isArray(value) && !value.length)) delete next[field];
    else next[field] = value;
    onChange({ ...grant, conditions: Object.keys(next).length ? next : undefined });
  };
  const modeOf = (source: string): FieldMode =>
    grant.hidden.includes(source) ? 'hidden' : grant.readOnly.includes(source) ? 'readOnly' : 'editable';
  const setMode = (source: string, mode: FieldMode) =>
    onChange({
      ...grant,
      hidden: [...grant.hidden.filter((name) => name !== source), ...(mode === 'hidden' ? [source] : [])],
      readOnly: [...grant.readOnly.filter((name) => name !== source), ...(mode === 'readOnly' ? [source] : [])],
    });
  const choiceName = (widget: string, source: string, value: string) =>
    widget === 'country' ? countryName(value, locale) : labels.choice(source, value);

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box component="section" aria-label={translate('adminKit.permissions.records')}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('adminKit.permissions.records')}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={conditions[CREATED_BY] === SELF}
              onChange={(event) => setCondition(CREATED_BY, event.target.checked ? SELF : undefined)}
            />
          }
          label={translate('adminKit.permissions.ownOnly')}
        />
        {fields
          .filter((field) => field.choices?.length)
          .map((field) => {
            const chosen = conditions[field.source];
            const value = chosen === undefined ? [] : (Array.isArray(chosen) ? chosen : [chosen]).map(String);
            return (
              <TextField
                key={field.source}
                select
                fullWidth
                size="small"
                margin="dense"
                label={translate('adminKit.permissions.onlyWhere', { field: labels.field(field.source) })}
                helperText={value.length ? undefined : translate('adminKit.permissions.anyValue')}
                value={value}
                onChange={(event) => {
                  const picked = event.target.value as unknown as string[] | string;
                  setCondition(field.source, typeof picked === 'string' ? picked.split(',') : picked);
                }}
                slotProps={{
                  select: {
                    multiple: true,
                    renderValue: (selected) =>
                      (selected as string[]).map((one) => choiceName(field.widget, field.source, one)).join(', '),
                  },
                }}
              >
                {field.choices!.map((choice) => (
                  <MenuItem key={choice} value={choice}>
                    {choiceName(field.widget, field.source, choice)}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
      </Box>
      <Box component="section" aria-label={translate('adminKit.permissions.fields')}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('adminKit.permissions.fields')}
        </Typography>
        {fields.map((field) => (
          <TextField
            key={field.source}
            select
            fullWidth
            size="small"
            margin="dense"
            label={labels.field(field.source)}
            value={modeOf(field.source)}
            onChange={(event) => setMode(field.source, event.target.value as FieldMode)}
          >
            {MODES.filter((mode) => mode !== 'hidden' || field.source !== areaOf(subject).representation).map(
              (mode) => (
                <MenuItem key={mode} value={mode}>
                  {translate(`adminKit.permissions.fieldModes.${mode}`)}
                </MenuItem>
              ),
            )}
          </TextField>
        ))}
      </Box>
    </Box>
  );
}
