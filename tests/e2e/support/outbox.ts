import { readFileSync } from 'node:fs';

/** The browser tests' server keeps its data (and its development outbox) here; playwright.config.ts starts it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_DATA_DIR = `/tmp/e2e-data-${E2E_PORT}`;

/** The newest six-digit code (password reset, sign-up) the server "sent" to `email` (its development outbox). */
export function lastCode(email: string): string {
  const lines = readFileSync(`${E2E_DATA_DIR}/outbox.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; body: string });
  const mail = lines.filter((line) => line.to === email).at(-1);
  const code = mail && /(\d{6})/.exec(mail.body)?.[1];
  if (!code) throw new Error(`No code was sent to ${email}`);
  return code;
}
