import { Chip } from '@mui/material';

export type StatusTone = 'default' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/**
 * One colour per meaning, for every status chip in the app: live is green, not live (inactive, draft) grey,
 * waiting orange, overdue red, on its way blue. A word not listed (a kind, a section) stays neutral.
 */
const TONES: Record<string, StatusTone> = {
  active: 'success',
  published: 'success',
  paid: 'success',
  inactive: 'secondary',
  draft: 'secondary',
  pending: 'warning',
  partialpayment: 'warning',
  pastdue: 'error',
  sent: 'info',
  downloaded: 'info',
};

/** The tone of a status value, however it is written ("Partial Payment", "partialPayment", "partial_payment"). */
export const statusTone = (status: string): StatusTone =>
  TONES[status.toLowerCase().replace(/[^a-z]/g, '')] ?? 'default';

/** A status as a small outlined chip in its tone; `label` is the translated word. */
export function StatusChip({ status, label }: { status: string; label: string }) {
  return <Chip size="small" variant="outlined" color={statusTone(status)} label={label} />;
}
