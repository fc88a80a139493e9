import { describe, expect, it } from 'vitest';
import { EMAIL_LABELS, EMAIL_VIEWS, type Email } from '@/mock/types/email';
import { routes } from '@/features/apps/email/routes';
import {
  mailboxPath,
  parseMailboxView,
  readMailboxSearch,
  writeMailboxSearch,
} from '@/features/apps/email/mailboxRoute';
import { addressBook, FOLDER_ORDER, formatEmailTime, plainText } from '@/features/apps/email/emailText';
import {
  composeDefaults,
  splitAddresses,
  toRecipients,
  validateCompose,
  type ComposeValues,
} from '@/features/apps/email/compose/composeForm';

const email = (overrides: Partial<Email> = {}): Email => ({
  id: 1,
  from: { name: 'Sofia Mendes', email: 'sofia@bluefin.io', avatar: '' },
  to: [{ name: 'John Doe', email: 'admin@demo.com' }],
  subject: 'Roadmap',
  cc: [],
  bcc: [],
  message: '<p>Hi John,</p><p>See you <b>Thursday</b>.</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2026-11-01T09:00:00.000Z',
  replies: [],
  folder: 'inbox',
  isRead: false,
  isDeleted: false,
  ...overrides,
});

describe('mailbox route', () => {
  it('accepts every folder, the starred view and every label; the bare path is the inbox', () => {
    expect(parseMailboxView({})).toEqual({ kind: 'folder', folder: 'inbox' });
    for (const folder of EMAIL_VIEWS) expect(parseMailboxView({ folder })).toEqual({ kind: 'folder', folder });
    for (const label of EMAIL_LABELS) expect(parseMailboxView({ label })).toEqual({ kind: 'label', label });
  });

  it('rejects any other folder or label (the screen then goes to /error-404)', () => {
    expect(parseMailboxView({ folder: 'archive' })).toBeNull();
    expect(parseMailboxView({ folder: 'label' })).toBeNull();
    expect(parseMailboxView({ label: 'work' })).toBeNull();
    expect(parseMailboxView({ folder: 'Inbox' })).toBeNull();
  });

  it('builds the path of a view, and parsing it gives the view back', () => {
    expect(mailboxPath({ kind: 'folder', folder: 'inbox' })).toBe('/apps/email');
    expect(mailboxPath({ kind: 'folder', folder: 'spam' })).toBe('/apps/email/spam');
    expect(mailboxPath({ kind: 'label', label: 'private' })).toBe('/apps/email/label/private');
  });

  it('keeps the search and the open e-mail in the address, ignoring junk', () => {
    expect(readMailboxSearch(new URLSearchParams('q=invoice&open=12'))).toEqual({ q: 'invoice', open: 12 });
    expect(readMailboxSearch(new URLSearchParams('open=abc'))).toEqual({ q: '', open: null });
    expect(writeMailboxSearch({ q: 'x y', open: null }).toString()).toBe('q=x+y');
    expect(writeMailboxSearch({ q: '', open: 3 }).toString()).toBe('open=3');
  });

  it('lists an example path for every folder and label, for the smoke test and the search', () => {
    const examples = routes.flatMap((entry) => entry.examples ?? []);
    for (const folder of EMAIL_VIEWS) expect(examples).toContain(`/apps/email/${folder}`);
    for (const label of EMAIL_LABELS) expect(examples).toContain(`/apps/email/label/${label}`);
    expect([...FOLDER_ORDER].sort()).toEqual([...EMAIL_VIEWS].sort());
  });
});

describe('e-mail text', () => {
  it('previews a message as one line of text, with paragraphs apart and no markup', () => {
    expect(plainText('<p>Hi John,</p><p>See you <b>Thursday</b>.</p><script>alert(1)</script>')).toBe(
      'Hi John, See you Thursday.',
    );
  });

  it('shows the time for today, the day for this year, the full date before', () => {
    const now = new Date('2026-11-01T15:00:00');
    expect(formatEmailTime('2026-11-01T09:05:00', 'en-GB', now)).toBe('09:05');
    expect(formatEmailTime('2026-10-28T09:05:00', 'en-GB', now)).toBe('28 Oct');
    expect(formatEmailTime('2025-10-28T09:05:00', 'en-GB', now)).toBe('28 Oct 2025');
  });

  it('builds the address book from senders, recipients and copies, once each, without the mailbox owner', () => {
    const book = addressBook([
      email(),
      email({
        from: { name: 'John Doe', email: 'admin@demo.com', avatar: '' },
        to: [
          { name: '', email: 'SOFIA@bluefin.io' },
          { name: 'Lena', email: 'lena@bluefin.io' },
        ],
        cc: ['omar@northwind.com'],
      }),
    ]);
    expect(book).toEqual([
      { name: 'Lena', email: 'lena@bluefin.io' },
      { name: '', email: 'omar@northwind.com' },
      { name: 'Sofia Mendes', email: 'sofia@bluefin.io' },
    ]);
  });
});

describe('compose form', () => {
  const values = (overrides: Partial<ComposeValues> = {}): ComposeValues => ({
    to: [],
    cc: [],
    bcc: [],
    subject: '',
    message: '',
    ...overrides,
  });

  it('needs a recipient to send but not to keep a draft', () => {
    expect(validateCompose(values(), 'send')).toEqual({ to: { key: 'emailApp.compose.errors.toRequired' } });
    expect(validateCompose(values(), 'draft')).toEqual({});
    expect(validateCompose(values({ to: ['sofia@bluefin.io'] }), 'send')).toEqual({});
  });

  it('names the first invalid address of each field', () => {
    const errors = validateCompose(values({ to: ['ok@demo.com', 'nope'], bcc: ['also bad'] }), 'draft');
    expect(errors).toEqual({
      to: { key: 'emailApp.compose.errors.invalidAddress', args: { address: 'nope' } },
      bcc: { key: 'emailApp.compose.errors.invalidAddress', args: { address: 'also bad' } },
    });
  });

  it('splits typed text into addresses', () => {
    expect(splitAddresses(' a@b.io, c@d.io;e@f.io  ')).toEqual(['a@b.io', 'c@d.io', 'e@f.io']);
    expect(splitAddresses(' , ')).toEqual([]);
  });

  it('replies to the sender with a quoted, sanitised message', () => {
    const start = {
      mode: 'reply' as const,
      email: email({
        message:
          '<p>Hello</p><img src=x onerror="alert(1)"><form><input name="pw"></form><p style="position:fixed">x</p>',
      }),
    };
    const reply = composeDefaults(start, 'On 1 Nov, Sofia <sofia@bluefin.io> wrote:');
    expect(reply.to).toEqual(['sofia@bluefin.io']);
    expect(reply.subject).toBe('Re: Roadmap');
    expect(reply.message).toContain(
      '<p>On 1 Nov, Sofia &lt;sofia@bluefin.io&gt; wrote:</p><blockquote><p>Hello</p><img src="x"><p>x</p></blockquote>',
    );
    expect(reply.message).not.toContain('onerror');
    expect(composeDefaults({ mode: 'reply', email: email({ subject: 'RE: Roadmap' }) }).subject).toBe('RE: Roadmap');
  });

  it('replies to the recipients of an e-mail I sent', () => {
    const sent = email({ folder: 'sent', to: [{ name: 'Omar', email: 'omar@northwind.com' }] });
    expect(composeDefaults({ mode: 'reply', email: sent }).to).toEqual(['omar@northwind.com']);
  });

  it('forwards with no recipient, and reopens a draft as it was saved', () => {
    const forward = composeDefaults({ mode: 'forward', email: email() }, 'Forwarded');
    expect(forward).toMatchObject({ to: [], subject: 'Fwd: Roadmap' });
    expect(forward.message).toContain('<blockquote><p>Hi John,</p>');
    const draft = composeDefaults({
      mode: 'draft',
      email: email({ folder: 'draft', cc: ['x@y.io'], subject: 'Draft' }),
    });
    // <b> is not in the HTML policy (the editor writes <strong>): its text stays.
    expect(draft).toEqual({
      to: ['admin@demo.com'],
      cc: ['x@y.io'],
      bcc: [],
      subject: 'Draft',
      message: '<p>Hi John,</p><p>See you Thursday.</p>',
    });
  });

  it('sends names the address book knows', () => {
    expect(
      toRecipients(['SOFIA@bluefin.io', 'new@x.io'], [{ name: 'Sofia Mendes', email: 'sofia@bluefin.io' }]),
    ).toEqual([
      { name: 'Sofia Mendes', email: 'SOFIA@bluefin.io' },
      { name: '', email: 'new@x.io' },
    ]);
  });
});
