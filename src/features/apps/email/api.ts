import { api } from '@/data/api';
import type {
  ComposedEmail,
  DraftChanges,
  Email,
  EmailLabel,
  EmailListResponse,
  EmailResponse,
  EmailsResponse,
  EmailsUpdate,
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

/** GET /apps/email/emails: the view's e-mails, newest first, with the sidebar counts. */
export const fetchEmails = (view: MailboxView, q: string) => {
  const params = new URLSearchParams(viewParams(view));
  if (q.trim()) params.set('q', q.trim());
  return api.get<EmailListResponse>(`/apps/email/emails?${params}`);
};

export const fetchEmail = (id: number) => api.get<Email>(`/apps/email/emails/${id}`);

/** POST /apps/email/update-emails: folder, starred, read or deleted flags of several e-mails. */
export const updateEmails = (emailIds: number[], dataToUpdate: EmailsUpdate['dataToUpdate']) =>
  api.post<EmailsResponse>('/apps/email/update-emails', { emailIds, dataToUpdate });

/** POST /apps/email/update-emails-label: each e-mail gains the label, or loses it if it had it. */
export const toggleEmailsLabel = (emailIds: number[], label: EmailLabel) =>
  api.post<EmailsResponse>('/apps/email/update-emails-label', { emailIds, label });

/** GET /apps/email/paginate-email: the neighbour of an e-mail in the list being read. */
export const paginateEmail = (dir: 'previous' | 'next', emailId: number, view: MailboxView) =>
  api.get<Email>(
    `/apps/email/paginate-email?${new URLSearchParams({ dir, emailId: String(emailId), ...viewParams(view) })}`,
  );

/** POST /apps/email/emails: sends it (folder `sent`) or keeps it as a new draft (folder `draft`). */
export const createEmail = (email: ComposedEmail) => api.post<EmailResponse>('/apps/email/emails', { email });

/** PUT /apps/email/emails/:id: edits a draft; `folder: 'sent'` sends it. */
export const updateDraft = (id: number, email: DraftChanges) =>
  api.put<EmailResponse>(`/apps/email/emails/${id}`, { email });
