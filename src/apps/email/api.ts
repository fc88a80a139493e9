import { apiJson } from '@/data/httpClient';
import type {
  ComposedEmail, DraftChanges, Email, EmailLabel, EmailListResponse, EmailResponse, EmailsResponse, EmailsUpdate,
} from '@/mock/types/email';
import type { MailboxView } from './mailboxRoute';

/** Query keys: everything under `email` is refetched after a change. */
export const emailKeys = {
  all: ['email'] as const,
  list: (view: MailboxView, q: string) => ['email', 'list', view, q] as const,
  one: (id: number) => ['email', 'one', id] as const,
};

const viewParams = (view: MailboxView): Record<string, string> =>
  view.kind === 'label' ? { label: view.label } : { folder: view.folder };

const json = (method: 'POST' | 'PUT', body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** GET /apps/email/emails: the view's e-mails, newest first, with the sidebar counts. */
export const fetchEmails = (view: MailboxView, q: string) => {
  const params = new URLSearchParams(viewParams(view));
  if (q.trim()) params.set('q', q.trim());
  return apiJson<EmailListResponse>(`/apps/email/emails?${params}`);
};

export const fetchEmail = (id: number) => apiJson<Email>(`/apps/email/emails/${id}`);

/** POST /apps/email/update-emails: folder, starred, read or deleted flags of several e-mails. */
export const updateEmails = (emailIds: number[], dataToUpdate: EmailsUpdate['dataToUpdate']) =>
  apiJson<EmailsResponse>('/apps/email/update-emails', json('POST', { emailIds, dataToUpdate }));

/** POST /apps/email/update-emails-label: each e-mail gains the label, or loses it if it had it. */
export const toggleEmailsLabel = (emailIds: number[], label: EmailLabel) =>
  apiJson<EmailsResponse>('/apps/email/update-emails-label', json('POST', { emailIds, label }));

/** GET /apps/email/paginate-email: the neighbour of an e-mail in the list being read. */
export const paginateEmail = (dir: 'previous' | 'next', emailId: number, view: MailboxView) =>
  apiJson<Email>(`/apps/email/paginate-email?${new URLSearchParams({ dir, emailId: String(emailId), ...viewParams(view) })}`);

/** POST /apps/email/emails: sends it (folder `sent`) or keeps it as a new draft (folder `draft`). */
export const createEmail = (email: ComposedEmail) => apiJson<EmailResponse>('/apps/email/emails', json('POST', { email }));

/** PUT /apps/email/emails/:id: edits a draft; `folder: 'sent'` sends it. */
export const updateDraft = (id: number, email: DraftChanges) => apiJson<EmailResponse>(`/apps/email/emails/${id}`, json('PUT', { email }));
