import { avatarDataUri } from '@fixtures/helpers/images';
import type { Email } from '../types/email';
import { collection } from '../lib/store';
import { now } from './jwt';
import { sha256 } from './tokens';

/*
 * Password-reset codes of the browser-only API, as server/auth/routes.ts keeps them: six random digits, stored only
 * as a SHA-256, valid for RESET_CODE_MINUTES, locked after MAX_CODE_TRIES wrong tries; a new code replaces the old
 * one. The API never returns a code: where the server hands it to its mailer, the worker delivers it to the demo
 * e-mail app's inbox, so a browser-only user can still reset a password.
 */
export const RESET_CODE_MINUTES = 10;
export const MAX_CODE_TRIES = 5;

interface ResetCodeRow {
  id: number;
  email: string;
  codeHash: string;
  /** Seconds since the epoch (the tokens' clock). */
  expiresAt: number;
  attempts: number;
}

const codes = collection<ResetCodeRow>('authResetCodes');
const emails = collection<Email>('emailMessages');
const SENDER = { name: 'Admin Kit', email: 'no-reply@demo.com' };

/** Six digits, uniformly random (rejection sampling keeps every code equally likely). */
function randomCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0] >= limit);
  return String(word[0] % 1_000_000).padStart(6, '0');
}

const codeHashOf = (email: string, code: string) => sha256(`${email}:${code}`);
const resetOf = (email: string) => codes.all().find((row) => row.email === email);

/** Issues a new code for `email` (lower case) and delivers it to the demo inbox. */
export async function sendResetCode(email: string, fullName: string) {
  const code = randomCode();
  const values = {
    email,
    codeHash: await codeHashOf(email, code),
    expiresAt: now() + RESET_CODE_MINUTES * 60,
    attempts: 0,
  };
  const existing = resetOf(email);
  if (existing) codes.update(existing.id, values);
  else codes.insert(values);
  emails.insert({
    from: { ...SENDER, avatar: avatarDataUri(SENDER.name) },
    to: [{ name: fullName, email }],
    subject: 'Your password reset code',
    cc: [],
    bcc: [],
    message: `<p>Hello ${escapeHtml(fullName)},</p><p>Your password reset code is <strong>${code}</strong>. It expires in ${RESET_CODE_MINUTES} minutes.</p><p>If you did not ask for it, ignore this message: your password stays as it is.</p>`,
    attachments: [],
    isStarred: false,
    labels: ['important'],
    time: new Date(now() * 1000).toISOString(),
    replies: [],
    folder: 'inbox',
    isRead: false,
    isDeleted: false,
  });
}

/** Whether `code` is the current, unexpired code of `email`; a wrong code counts as a try. */
export async function checkResetCode(email: string, code: string): Promise<boolean> {
  const reset = resetOf(email);
  if (!reset || reset.expiresAt < now() || reset.attempts >= MAX_CODE_TRIES) return false;
  if (reset.codeHash !== (await codeHashOf(email, code))) {
    codes.update(reset.id, { attempts: reset.attempts + 1 });
    return false;
  }
  return true;
}

/** A used code is gone. */
export function forgetResetCode(email: string) {
  const reset = resetOf(email);
  if (reset) codes.remove(reset.id);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
