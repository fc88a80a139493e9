import { htmlToText } from '@/contract/html';
import { formatterFor } from '@/i18n/format';
import type { Email, EmailAddress, EmailLabel, EmailView } from '@/mock/types/email';
import { MAILBOX_OWNER } from '@/mock/types/email';

/** The sidebar's order of the folders (the starred view sits with them). */
export const FOLDER_ORDER: readonly EmailView[] = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'];

/** Where e-mails can be moved to. */
export const MOVE_TARGETS = ['inbox', 'spam', 'trash'] as const;

export const LABEL_COLORS: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'error'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'error',
};

/** The text of an HTML message on one line, for the list's preview. Parsing never runs the message's scripts. */
export const plainText = htmlToText;

/** Time for today's e-mails, day and month for this year's, the full date for older ones. */
export const formatEmailTime = (iso: string, locale: string, now: Date = new Date()): string =>
  formatterFor(locale).recent(iso, now);

export const formatFullTime = (iso: string, locale: string) => formatterFor(locale).dateTime(iso);

/** Everyone the mailbox has written with, once each, by name: the compose form's suggestions. */
export function addressBook(emails: Email[]): EmailAddress[] {
  const seen = new Map<string, EmailAddress>();
  const add = ({ name, email }: EmailAddress) => {
    const key = email.toLowerCase();
    if (key === MAILBOX_OWNER.email.toLowerCase()) return;
    const known = seen.get(key);
    if (!known || (!known.name && name)) seen.set(key, { name, email });
  };
  for (const email of emails) {
    add(email.from);
    email.to.forEach(add);
    email.cc.forEach((address) => add({ name: '', email: address }));
  }
  return [...seen.values()].sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email));
}
