import { Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useT } from '@/i18n/useT';
import { PERMISSION_ACTIONS, type Permission } from '@schemas/kit/access';
import { subjectLabelKey } from '../../permissions';
import type { WidgetValueProps } from '../types';

/** A role's permissions read-only: chips in lists, a subjects × actions table on the detail page. */
export function PermissionSummary({ value, compact }: { value: unknown; compact: boolean }) {
  const translate = useT();
  const permissions = (Array.isArray(value) ? value : []) as Permission[];
  const subject = (name: string) => translate(subjectLabelKey(name), { _: name });
  if (compact) {
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {permissions.map((p) => (
          <Chip
            key={p.subject}
            size="small"
            label={`${subject(p.subject)}: ${p.actions.map((a) => translate(`adminKit.permissions.actions.${a}`)).join(', ')}`}
          />
        ))}
      </Stack>
    );
  }
  // On a phone the five action columns scroll sideways inside the card instead of being cut off.
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('adminKit.permissions.subject')}</TableCell>
            {PERMISSION_ACTIONS.map((a) => (
              <TableCell key={a} align="center">
                {translate(`adminKit.permissions.actions.${a}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {permissions.map((p) => (
            <TableRow key={p.subject}>
              <TableCell component="th" scope="row">
                {subject(p.subject)}
              </TableCell>
              {PERMISSION_ACTIONS.map((a) => (
                <TableCell key={a} align="center">
                  {(p.actions.includes(a) || p.actions.includes('manage')) && (
                    <CheckIcon fontSize="small" color="success" titleAccess={translate('adminKit.yes')} />
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function PermissionsValue({ value, compact }: WidgetValueProps) {
  return <PermissionSummary value={value} compact={compact} />;
}
