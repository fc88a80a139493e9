import { Fragment, useState } from 'react';
import TuneIcon from '@mui/icons-material/Tune';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import {
  Box,
  Checkbox,
  IconButton,
  Tooltip,
  FormControl,
  FormHelperText,
  FormLabel,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { visuallyHidden } from '../../visuallyHidden';
import { InputHelperText, useInput } from 'react-admin';
import { useT } from '@/i18n/useT';
import { PERMISSION_ACTIONS, type Permission, type PermissionAction } from '@schemas/kit/access';
import { firstMessage } from '../../form/errorMessage';
import { subjectLabelKey, useSubjects } from '../../permissions';
import type { WidgetInputProps } from '../types';
import { isDeclared as isArea } from '../../registry';
import { areaOf } from '../../areas';
import { grantOf, withGrant } from './grants';
import { LimitsPanel } from './LimitsPanel';

interface PermissionMatrixInputProps {
  source: string;
  label: string;
  labelHidden?: boolean;
}

const NEEDS_READ: readonly PermissionAction[] = ['store', 'edit', 'delete'];

/**
 * Sets one action of one subject; `manage` stands for every action, so it replaces them. Add, Edit and Delete bring
 * Read with them, and taking Read away takes them too (nobody changes what they cannot see).
 */
export function togglePermission(
  permissions: Permission[],
  subject: string,
  action: PermissionAction,
  on: boolean,
  fields: readonly string[] = fieldsOfSubject(subject),
): Permission[] {
  const grant = grantOf(permissions, subject, fields);
  const current = grant.actions;
  let actions: PermissionAction[];
  if (action === 'manage') actions = on ? ['manage'] : [];
  else if (on) actions = [...new Set([...current, ...(NEEDS_READ.includes(action) ? ['read' as const] : []), action])];
  else actions = current.filter((a) => a !== action && !(action === 'read' && NEEDS_READ.includes(a)));
  return withGrant(
    permissions,
    subject,
    { ...grant, actions: PERMISSION_ACTIONS.filter((a) => actions.includes(a)) },
    fields,
  );
}

/** Every field of an area (what a grant's fields are counted against); none for the other subjects. */
const fieldsOfSubject = (subject: string) => (isArea(subject) ? areaOf(subject).fields.map((f) => f.source) : []);

/**
 * The permissions of a role as a matrix of subjects (every management area, plus `all`, ACL and Auth) × actions.
 * Its value is the role's `permissions` list, which becomes the ability list of the administrators holding it.
 */
export function PermissionMatrixInput({ source, label, labelHidden = false }: PermissionMatrixInputProps) {
  const translate = useT();
  const { field, fieldState } = useInput({ source, isRequired: true });
  const permissions: Permission[] = Array.isArray(field.value) ? field.value : [];
  const subjects = useSubjects(permissions.map((p) => p.subject));
  const set = (subject: string, action: PermissionAction, on: boolean) =>
    field.onChange(togglePermission(permissions, subject, action, on));
  const actionsOf = (subject: string) => grantOf(permissions, subject, fieldsOfSubject(subject)).actions;
  const everything = actionsOf('all').includes('manage');
  const [open, setOpen] = useState<string | null>(null);

  return (
    <FormControl fullWidth error={Boolean(fieldState.error)} margin="dense" component="fieldset">
      <FormLabel component="legend" sx={labelHidden ? visuallyHidden : { mb: 1 }}>
        {label}
      </FormLabel>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('adminKit.permissions.subject')}</TableCell>
              {PERMISSION_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {translate(`adminKit.permissions.actions.${action}`)}
                </TableCell>
              ))}
              <TableCell align="center">{translate('adminKit.permissions.fields')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {subjects.map((subject) => {
              const fields = fieldsOfSubject(subject);
              const grant = grantOf(permissions, subject, fields);
              const granted = grant.actions;
              const manage = granted.includes('manage');
              const subjectLabel = translate(subjectLabelKey(subject), { _: subject });
              const limitable = isArea(subject) && granted.length > 0;
              const limited = Boolean(grant.hidden.length || grant.readOnly.length || grant.conditions);
              const panel = `permissions-limits-${subject}`;
              return (
                <Fragment key={subject}>
                  <TableRow hover>
                    <TableCell component="th" scope="row">
                      {subjectLabel}
                    </TableCell>
                    {PERMISSION_ACTIONS.map((action) => {
                      const implied = action !== 'manage' && (manage || everything);
                      const impliedByAll = action === 'manage' && everything && subject !== 'all';
                      return (
                        <TableCell key={action} align="center" padding="checkbox">
                          <Checkbox
                            size="small"
                            checked={granted.includes(action) || implied || impliedByAll}
                            disabled={implied || impliedByAll}
                            onChange={(event) => set(subject, action, event.target.checked)}
                            onBlur={field.onBlur}
                            slotProps={{
                              input: {
                                'aria-label': translate('adminKit.permissions.cell', {
                                  action: translate(`adminKit.permissions.actions.${action}`),
                                  subject: subjectLabel,
                                }),
                              },
                            }}
                          />
                        </TableCell>
                      );
                    })}
                    <TableCell align="center" padding="checkbox">
                      {limitable && (
                        <Tooltip title={translate('adminKit.permissions.limits', { subject: subjectLabel })}>
                          <IconButton
                            size="small"
                            aria-label={translate('adminKit.permissions.limits', { subject: subjectLabel })}
                            aria-expanded={open === subject}
                            aria-controls={panel}
                            color={limited ? 'primary' : 'default'}
                            onClick={() => setOpen(open === subject ? null : subject)}
                          >
                            {limited ? <TuneIcon fontSize="small" /> : <TuneOutlinedIcon fontSize="small" />}
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                  {limitable && open === subject && (
                    <TableRow id={panel}>
                      <TableCell colSpan={PERMISSION_ACTIONS.length + 2}>
                        {/* The matrix scrolls sideways on a phone: the panel stays in view, as wide as the screen. */}
                        <Box sx={{ position: 'sticky', left: 16, width: { xs: 'calc(100vw - 88px)', md: 'auto' } }}>
                          <LimitsPanel
                            subject={subject}
                            grant={grant}
                            onChange={(next) => field.onChange(withGrant(permissions, subject, next, fields))}
                          />
                        </Box>
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <FormHelperText>
        <InputHelperText error={firstMessage(fieldState.error)} helperText="adminKit.permissions.help" />
      </FormHelperText>
    </FormControl>
  );
}

export const PermissionsInput = ({ source, label, labelHidden }: WidgetInputProps) => (
  <PermissionMatrixInput source={source} label={label} labelHidden={labelHidden} />
);
