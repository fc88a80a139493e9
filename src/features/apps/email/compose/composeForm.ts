import { z } from 'zod';
import { sanitizeHtml } from '@/contract/html';
import type { Email, EmailAddress } from '@/mock/types/email';
import type { MessageKey } from '@/i18n/messageKeys';

export interface ComposeValues {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** HTML from the rich-text editor; '' when empty. */
  message: string;
}

/** What the compose window starts from: nothing, an e-mail to answer or pass on, or a saved draft. */
export type ComposeStart = { mode: 'new' } | { mode: 'reply' | 'forward' | 'draft'; email: Email };

export type ComposeIntent = 'send' | 'draft';

/** A field's message: an i18n key and its arguments. */
export interface FieldMessage {
  key: MessageKey;
  args?: Record<string, string>;
}

export type AddressField = 'to' | 'cc' | 'bcc';
export type ComposeErrors = Partial<Record<AddressField, FieldMessage>>;

const validAddress = z.email();

/** Every address must be valid; sending also needs a recipient, a draft does not. */
export function validateCompose(values: ComposeValues, intent: ComposeIntent): ComposeErrors {
  const errors: ComposeErrors = {};
  for (const field of ['to', 'cc', 'bcc'] as const) {
    const invalid = values[field].find((address) => !validAddress.safeParse(address).success);
    if (invalid !== undefined)
      errors[field] = { key: 'emailApp.compose.errors.invalidAddress', args: { address: invalid } };
  }
  if (intent === 'send' && values.to.length === 0) errors.to ??= { key: 'emailApp.compose.errors.toRequired' };
  return errors;
}

export const hasErrors = (errors: ComposeErrors) => Object.keys(errors).length > 0;

/** Splits typed text into addresses: commas, semicolons and spaces separate them. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/**
 * The form's first values. A reply goes to the sender (or, for an e-mail we sent, to its recipients) and quotes the
 * message under `intro`; a forward has no recipient and carries the message. Quoted HTML is sanitised.
 */
export function composeDefaults(start: ComposeStart, intro = ''): ComposeValues {
  if (start.mode === 'new') return { to: [], cc: [], bcc: [], subject: '', message: '' };
  const { email } = start;
  if (start.mode === 'draft') {
    return {
      to: email.to.map((a) => a.email),
      cc: email.cc,
      bcc: email.bcc,
      subject: email.subject,
      message: sanitizeHtml(email.message),
    };
  }
  const quoted = `<p></p><p>${escapeHtml(intro)}</p><blockquote>${sanitizeHtml(email.message)}</blockquote>`;
  if (start.mode === 'forward')
    return { to: [], cc: [], bcc: [], subject: prefixed('Fwd:', email.subject), message: quoted };
  const to = email.folder === 'sent' ? email.to.map((a) => a.email) : [email.from.email];
  return { to, cc: [], bcc: [], subject: prefixed('Re:', email.subject), message: quoted };
}

/** Addresses as the API wants them, with the name from the address book when it knows one. */
export const toRecipients = (addresses: string[], book: EmailAddress[]): EmailAddress[] =>
  addresses.map((email) => ({
    name: book.find((entry) => entry.email.toLowerCase() === email.toLowerCase())?.name ?? '',
    email,
  }));

export const isBlank = (values: ComposeValues) =>
  !values.to.length && !values.cc.length && !values.bcc.length && !values.subject.trim() && !values.message;
