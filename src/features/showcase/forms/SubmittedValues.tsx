import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useT } from '@/i18n/useT';

export interface SubmittedRow {
  /** Already translated field label. */
  label: string;
  value: string;
}

/** What a demo form sent, field by field, so the developer sees exactly which values the form produced. */
export function SubmittedValues({ rows, onClose }: { rows: SubmittedRow[] | null; onClose: () => void }) {
  const translate = useT();
  return (
    <Dialog open={rows !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="submitted-values-title">
      <DialogTitle id="submitted-values-title">{translate('showcaseForms.submitted.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="submitted-values-title">
          <TableBody>
            {(rows ?? []).map((row) => (
              <TableRow key={row.label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                  {row.label}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {row.value || translate('showcaseForms.submitted.empty')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {translate('showcaseForms.submitted.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
