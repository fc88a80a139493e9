import { avatarDataUri } from '@fixtures/helpers/images';
import type { Email } from '../types/email';
import { collection } from '../lib/store';
import { runDurably } from '../db';

/*
 * Where the browser-only mode's mail goes: the API (the server's own code, running in the page) logs each message to
 * its outbox, as the Node server does for a real deployment's mailer; here it lands in the demo e-mail app's inbox,
 * so a browser-only user can still read a password-reset code.
 */
const SENDER = { name: 'Admin Kit', email: 'no-reply@demo.com' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface OutboxEntry {
  to: string;
  subject: string;
  body: string;
}

const isOutboxEntry = (entry: Record<string, unknown>): entry is Record<string, unknown> & OutboxEntry =>
  entry.event === 'outbox' &&
  typeof entry.to === 'string' &&
  typeof entry.subject === 'string' &&
  typeof entry.body === 'string';

/** Puts a message of the API's outbox in the demo inbox, stored like every demo change. */
export function deliverToDemoInbox({ to, subject, body }: OutboxEntry): Promise<unknown> {
  return runDurably(async () =>
    collection<Email>('emailMessages').insert({
      from: { ...SENDER, avatar: avatarDataUri(SENDER.name) },
      to: [{ name: to, email: to }],
      subject,
      cc: [],
      bcc: [],
      message: `<p>${escapeHtml(body)}</p><p>If you did not ask for it, you can ignore this message.</p>`,
      attachments: [],
      isStarred: false,
      labels: ['important'],
      time: new Date().toISOString(),
      replies: [],
      folder: 'inbox',
      isRead: false,
      isDeleted: false,
    }),
  );
}

/** The API's log in the browser: the outbox to the demo inbox, errors to the console. */
export function browserApiLog(entry: Record<string, unknown>) {
  if (isOutboxEntry(entry)) void deliverToDemoInbox(entry);
  else if (entry.level === 'error') console.error('API', entry);
}
