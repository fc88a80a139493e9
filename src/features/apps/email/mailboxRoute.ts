import { EMAIL_LABELS, EMAIL_VIEWS, type EmailLabel, type EmailView } from '@/mock/types/email';

/** What the mailbox lists: a folder (or the starred view), or the e-mails carrying a label. */
export type MailboxView = { kind: 'folder'; folder: EmailView } | { kind: 'label'; label: EmailLabel };

const isView = (value: string): value is EmailView => (EMAIL_VIEWS as readonly string[]).includes(value);
const isLabel = (value: string): value is EmailLabel => (EMAIL_LABELS as readonly string[]).includes(value);

/** The view named by the route's parameters, or null for an unknown folder or label (the screen then shows 404). */
export function parseMailboxView(params: { folder?: string; label?: string }): MailboxView | null {
  if (params.label !== undefined) return isLabel(params.label) ? { kind: 'label', label: params.label } : null;
  if (params.folder === undefined) return { kind: 'folder', folder: 'inbox' };
  return isView(params.folder) ? { kind: 'folder', folder: params.folder } : null;
}

export function mailboxPath(view: MailboxView): string {
  if (view.kind === 'label') return `/apps/email/label/${view.label}`;
  return view.folder === 'inbox' ? '/apps/email' : `/apps/email/${view.folder}`;
}

export const sameView = (a: MailboxView, b: MailboxView) => mailboxPath(a) === mailboxPath(b);

/** The search (`?q=`) and the open e-mail (`?open=`) kept in the address. */
export interface MailboxSearch {
  q: string;
  open: number | null;
}

export function readMailboxSearch(params: URLSearchParams): MailboxSearch {
  const open = Number(params.get('open'));
  return { q: params.get('q') ?? '', open: Number.isSafeInteger(open) && open > 0 ? open : null };
}

/** The address's search part for a state; empty values are left out. */
export function writeMailboxSearch(state: MailboxSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.open) params.set('open', String(state.open));
  return params;
}
