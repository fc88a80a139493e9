import { http } from 'msw';
import { avatarDataUri, fileIconDataUri } from '@fixtures/helpers/images';
import { sanitizeHtml } from '@/contract/html';
import { matchesQuery, sortedBy } from '../lib/listing';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection } from '../lib/store';
import { parseBody, parseId, parseQuery } from '../lib/validation';
import {
  composeEmailBody,
  emailListQuery,
  MAILBOX_OWNER,
  paginateEmailQuery,
  updateDraftBody,
  updateEmailsBody,
  updateEmailsLabelBody,
  type Email,
  type EmailAttachment,
  type EmailDetailsResponse,
  type EmailLabel,
  type EmailListResponse,
  type EmailResponse,
  type EmailsMeta,
  type EmailsResponse,
  type EmailView,
} from '../types/email';

const emails = collection<Email>('emailMessages');

/** Listed e-mails: never the deleted ones; the trash only in the trash; starred means starred outside the trash. */
function inView(email: Email, folder: EmailView | undefined, label: EmailLabel | undefined): boolean {
  if (email.isDeleted) return false;
  const inFolder =
    folder === undefined
      ? email.folder !== 'trash'
      : folder === 'starred'
        ? email.isStarred && email.folder !== 'trash'
        : email.folder === folder;
  return inFolder && (!label || email.labels.includes(label));
}

const newestFirst = (list: Email[]) => sortedBy(list, (email) => email.time, true);

function meta(all: Email[]): EmailsMeta {
  const live = all.filter((email) => !email.isDeleted);
  return {
    inbox: live.filter((email) => email.folder === 'inbox' && !email.isRead).length,
    draft: live.filter((email) => email.folder === 'draft').length,
    spam: live.filter((email) => email.folder === 'spam' && !email.isRead).length,
  };
}

/** The e-mails for ids, or the 404 naming the first unknown one. */
function findAll(ids: number[]): { found: Email[]; missing?: number } {
  const found: Email[] = [];
  for (const id of ids) {
    const email = emails.find(id);
    if (!email || email.isDeleted) return { found, missing: id };
    found.push(email);
  }
  return { found };
}

const withThumbnails = (attachments: Array<Omit<EmailAttachment, 'thumbnail'>>): EmailAttachment[] =>
  attachments.map((file) => ({ ...file, thumbnail: fileIconDataUri(file.fileName.split('.').pop() ?? '') }));

const needsRecipient = (email: Pick<Email, 'folder' | 'to'>) =>
  email.folder === 'sent' && email.to.length === 0 ? { 'email.to': 'Please add at least one recipient' } : undefined;

export const handlers = [
  /** A folder (default inbox) or the starred view, optionally one label and a subject/sender search; newest first. */
  http.get('/apps/email/emails', ({ request }) => {
    const query = parseQuery(request, emailListQuery);
    if (query.response) return query.response;
    const { q, label } = query.data;
    const folder = query.data.folder ?? (label ? undefined : 'inbox');
    const all = emails.all();
    const listed = all.filter(
      (email) => inView(email, folder, label) && matchesQuery(q, email.subject, email.from.name, email.from.email),
    );
    return ok<EmailListResponse>({ emails: newestFirst(listed), emailsMeta: meta(all) });
  }),

  /** Sends (folder `sent`) or saves a draft (folder `draft`) from the mailbox owner. */
  http.post('/apps/email/emails', async ({ request }) => {
    const body = await parseBody(request, composeEmailBody);
    if (body.response) return body.response;
    const { attachments, ...fields } = body.data.email;
    const missing = needsRecipient(fields);
    if (missing) return badRequest(missing);
    const email = emails.insert({
      ...fields,
      message: sanitizeHtml(fields.message),
      attachments: withThumbnails(attachments),
      from: { ...MAILBOX_OWNER, avatar: avatarDataUri(MAILBOX_OWNER.name) },
      time: new Date().toISOString(),
      replies: [],
      isStarred: false,
      isRead: true,
      isDeleted: false,
    });
    return created<EmailResponse>({ email });
  }),

  http.get('/apps/email/emails/:id', ({ params }) => {
    const email = emails.find(parseId(params.id) ?? 0);
    return email && !email.isDeleted ? ok<EmailDetailsResponse>(email) : notFound('Email');
  }),

  /** Edits a draft; `folder: 'sent'` sends it (it then needs a recipient). */
  http.put('/apps/email/emails/:id', async ({ request, params }) => {
    const id = parseId(params.id) ?? 0;
    const stored = emails.find(id);
    if (!stored || stored.isDeleted) return notFound('Email');
    if (stored.folder !== 'draft') return badRequest('Only drafts can be edited');
    const body = await parseBody(request, updateDraftBody);
    if (body.response) return body.response;
    const { attachments, message, ...fields } = body.data.email;
    const merged = {
      ...stored,
      ...fields,
      ...(message === undefined ? {} : { message: sanitizeHtml(message) }),
      ...(attachments ? { attachments: withThumbnails(attachments) } : {}),
    };
    const missing = needsRecipient(merged);
    if (missing) return badRequest(missing);
    const { id: _id, ...changes } = { ...merged, time: new Date().toISOString() };
    return ok<EmailResponse>({ email: emails.update(id, changes)! });
  }),

  /** Moves an e-mail to the trash; deleting it from the trash deletes it for good. */
  http.delete('/apps/email/emails/:id', ({ params }) => {
    const id = parseId(params.id) ?? 0;
    const stored = emails.find(id);
    if (!stored || stored.isDeleted) return notFound('Email');
    const email = emails.update(id, stored.folder === 'trash' ? { isDeleted: true } : { folder: 'trash' })!;
    return ok<EmailResponse>({ email });
  }),

  http.post('/apps/email/update-emails', async ({ request }) => {
    const body = await parseBody(request, updateEmailsBody);
    if (body.response) return body.response;
    const { found, missing } = findAll(body.data.emailIds);
    if (missing !== undefined) return notFound(`Email ${missing}`);
    return ok<EmailsResponse>({ emails: found.map((email) => emails.update(email.id, body.data.dataToUpdate)!) });
  }),

  http.post('/apps/email/update-emails-label', async ({ request }) => {
    const body = await parseBody(request, updateEmailsLabelBody);
    if (body.response) return body.response;
    const { label } = body.data;
    const { found, missing } = findAll(body.data.emailIds);
    if (missing !== undefined) return notFound(`Email ${missing}`);
    const toggled = found.map((email) =>
      emails.update(email.id, {
        labels: email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label],
      })!,
    );
    return ok<EmailsResponse>({ emails: toggled });
  }),

  /** The neighbour in the list being read; 404 at either end. */
  http.get('/apps/email/paginate-email', ({ request }) => {
    const query = parseQuery(request, paginateEmailQuery);
    if (query.response) return query.response;
    const { dir, emailId, folder, label } = query.data;
    const current = emails.find(emailId);
    if (!current || current.isDeleted) return notFound('Email');
    const list = newestFirst(
      emails.all().filter((email) => inView(email, folder ?? (label ? undefined : current.folder), label)),
    );
    const index = list.findIndex((email) => email.id === emailId);
    const neighbour = index === -1 ? undefined : list[dir === 'previous' ? index - 1 : index + 1];
    return neighbour
      ? ok<EmailDetailsResponse>(neighbour)
      : notFound(dir === 'previous' ? 'Previous email' : 'Next email');
  }),
];
