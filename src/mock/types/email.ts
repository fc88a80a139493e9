/** Contract of the e-mail endpoints (`/apps/email/*`): response types, query and body schemas. */
import { z } from 'zod';
import { EMAIL_MAX } from '../lib/limits';
import { textParam } from '../lib/queryParams';
import type { IsoDateTime } from './common';

import { EMAIL_FOLDERS, EMAIL_LABELS, EMAIL_VIEWS, type EmailFolder, type EmailLabel } from './emailViews';

export * from './emailViews';

export type EmailAddress = { name: string; email: string };

export type EmailAttachment = {
  fileName: string;
  /** Icon of the file type (SVG data URI). */
  thumbnail: string;
  /** The file itself, as a data URI. */
  url: string;
  /** Human size, e.g. `1.2 KB`. */
  size: string;
};

export type Email = {
  id: number;
  from: EmailAddress & { avatar: string };
  to: EmailAddress[];
  subject: string;
  cc: string[];
  bcc: string[];
  /** HTML: sanitize before rendering. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  time: IsoDateTime;
  /** Earlier messages of the thread, oldest first. */
  replies: Email[];
  folder: EmailFolder;
  isRead: boolean;
  /** Deleted from the trash: no longer listed anywhere. */
  isDeleted: boolean;
};

export type EmailsMeta = {
  /** Unread e-mails in the inbox. */
  inbox: number;
  /** E-mails in the draft folder. */
  draft: number;
  /** Unread e-mails in spam. */
  spam: number;
};

/** GET /apps/email/emails: newest first. */
export type EmailListResponse = { emails: Email[]; emailsMeta: EmailsMeta };
/** POST /apps/email/update-emails and /update-emails-label: the changed e-mails. */
export type EmailsResponse = { emails: Email[] };
/** POST (201), PUT and DELETE /apps/email/emails[/:id] */
export type EmailResponse = { email: Email };
/** GET /apps/email/paginate-email and GET /apps/email/emails/:id answer the e-mail itself. */
export type EmailDetailsResponse = Email;

export const emailListQuery = z.object({
  q: textParam.optional(),
  /** Defaults to inbox, except in a label view, which lists the label across every folder but the trash. */
  folder: z.enum(EMAIL_VIEWS, { error: 'Unknown folder' }).optional(),
  label: z.enum(EMAIL_LABELS, { error: 'Unknown label' }).optional(),
});

/**
 * GET /apps/email/paginate-email: the e-mail above (`previous`) or below (`next`) in a list, newest first. The list is
 * the e-mail's own folder unless `folder`/`label` name the list being read.
 */
export const paginateEmailQuery = z.object({
  dir: z.enum(['previous', 'next'], { error: 'Use previous or next' }),
  emailId: z.coerce
    .number({ error: 'Please give an e-mail id' })
    .int('Please give an e-mail id')
    .positive('Please give an e-mail id'),
  folder: z.enum(EMAIL_VIEWS, { error: 'Unknown folder' }).optional(),
  label: z.enum(EMAIL_LABELS, { error: 'Unknown label' }).optional(),
});

const emailIds = z
  .array(z.number({ error: 'E-mail ids are numbers' }).int('E-mail ids are numbers'), {
    error: 'Please choose at least one e-mail',
  })
  .min(1, 'Please choose at least one e-mail')
  .max(10_000, 'Choose fewer e-mails');

/** POST /apps/email/update-emails: folder, starred, read and deleted flags of several e-mails at once. */
export const updateEmailsBody = z.object({
  emailIds,
  dataToUpdate: z
    .strictObject(
      {
        isStarred: z.boolean({ error: 'Use true or false' }).optional(),
        isRead: z.boolean({ error: 'Use true or false' }).optional(),
        isDeleted: z.boolean({ error: 'Use true or false' }).optional(),
        folder: z.enum(EMAIL_FOLDERS, { error: 'Unknown folder' }).optional(),
      },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? 'Only isStarred, isRead, isDeleted and folder can change'
            : 'Please say what to change',
      },
    )
    .refine((data) => Object.keys(data).length > 0, 'Please say what to change'),
});
export type EmailsUpdate = z.input<typeof updateEmailsBody>;

/** POST /apps/email/update-emails-label: each e-mail gains the label, or loses it if it had it. */
export const updateEmailsLabelBody = z.object({
  emailIds,
  label: z.enum(EMAIL_LABELS, { error: 'Unknown label' }),
});

/** Limits of what is sent or kept as a draft (the compose window shows these messages as they are). */
export const EMAIL_LIMITS = {
  name: 120,
  recipients: 50,
  subject: 200,
  message: 100_000,
  attachments: 5,
  fileName: 120,
  attachmentBytes: 1024 * 1024,
} as const;

/**
 * What may be attached, by extension, with the type its data URL must carry: documents, data and pictures a browser
 * shows without running them (no HTML, SVG or scripts).
 */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const emailAddress = z.email({ error: 'Please enter a valid email' }).max(EMAIL_MAX, 'Please enter a valid email');
const recipients = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'Please add the recipients' })
    .max(EMAIL_LIMITS.recipients, `Add at most ${EMAIL_LIMITS.recipients} addresses`);

const address = z.object({
  name: z.string().trim().max(EMAIL_LIMITS.name, 'Keep the name shorter').default(''),
  email: emailAddress,
});

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)(?:;charset=[\w-]+)?(;base64)?,/i;

/** The file's size once decoded (at most this for percent-encoded text). */
function decodedBytes(url: string, header: RegExpExecArray): number {
  const payload = url.slice(header[0].length);
  return header[2] ? Math.floor((payload.length * 3) / 4) : new TextEncoder().encode(payload).length;
}

const attachment = z
  .object({
    fileName: z
      .string({ error: 'Please name the file' })
      .trim()
      .min(1, 'Please name the file')
      .max(EMAIL_LIMITS.fileName, 'Keep the file name shorter')
      .regex(/^[^\\/:*?"<>|\p{Cc}]+$/u, 'Use a plain file name'),
    url: z.string({ error: 'The file is missing' }).startsWith('data:', 'Attach the file itself (a data URL)'),
    size: z.string().max(20).default(''),
  })
  .superRefine((file, ctx) => {
    const type = ATTACHMENT_TYPES[file.fileName.split('.').pop()?.toLowerCase() ?? ''];
    if (!type)
      return ctx.addIssue({ code: 'custom', path: ['fileName'], message: 'This type of file cannot be attached' });
    const header = DATA_URL.exec(file.url);
    if (!header || header[1].toLowerCase() !== type)
      return ctx.addIssue({ code: 'custom', path: ['url'], message: 'The file does not match its name' });
    if (decodedBytes(file.url, header) > EMAIL_LIMITS.attachmentBytes)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'Attach files of 1 MB or less' });
  });

/** The fields a draft or a new e-mail has. */
const composedFields = z.object({
  to: recipients(address),
  cc: recipients(emailAddress),
  bcc: recipients(emailAddress),
  subject: z.string().trim().max(EMAIL_LIMITS.subject, 'Keep the subject shorter'),
  message: z.string().max(EMAIL_LIMITS.message, 'Keep the message shorter'),
  attachments: z.array(attachment).max(EMAIL_LIMITS.attachments, `Attach at most ${EMAIL_LIMITS.attachments} files`),
  labels: z.array(z.enum(EMAIL_LABELS, { error: 'Unknown label' })),
  /** `sent` sends it (needs a recipient); `draft` keeps it as a draft. */
  folder: z.enum(['sent', 'draft'], { error: 'Send it (sent) or keep it (draft)' }),
});

/** POST /apps/email/emails: send (folder `sent`, the default) or save a draft (folder `draft`). */
export const composeEmailBody = z.object({
  email: composedFields.extend({
    to: composedFields.shape.to.default([]),
    cc: composedFields.shape.cc.default([]),
    bcc: composedFields.shape.bcc.default([]),
    subject: composedFields.shape.subject.default(''),
    message: composedFields.shape.message.default(''),
    attachments: composedFields.shape.attachments.default([]),
    labels: composedFields.shape.labels.default([]),
    folder: composedFields.shape.folder.default('sent'),
  }),
});
export type ComposedEmail = z.input<typeof composeEmailBody>['email'];

/** PUT /apps/email/emails/:id: edit a draft; `folder: 'sent'` sends it. */
export const updateDraftBody = z.object({ email: composedFields.partial() });
export type DraftChanges = z.input<typeof updateDraftBody>['email'];

/** Who the mailbox belongs to (the demo's signed-in administrator). */
export const MAILBOX_OWNER: EmailAddress = { name: 'John Doe', email: 'admin@demo.com' };
