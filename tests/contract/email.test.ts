import { describe, expect, it } from 'vitest';
import type { DemoErrorBody } from '@/mock/types/common';
import type { Email, EmailListResponse, EmailResponse, EmailsResponse } from '@/mock/types/email';
import { api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

type Query = Record<string, string | undefined>;
const list = async (query: Query = {}) => (await api.get<EmailListResponse>('/apps/email/emails', query)).body;
const ids = (emails: Email[]) => emails.map((e) => e.id);
const isNewestFirst = (emails: Email[]) => emails.every((e, i) => i === 0 || emails[i - 1].time >= e.time);
const everything = async () => {
  const views = await Promise.all(['inbox', 'sent', 'draft', 'spam', 'trash'].map((folder) => list({ folder })));
  return views.flatMap((v) => v.emails);
};

describe('GET /apps/email/emails', () => {
  it('answers the inbox by default, newest first, with the counters', async () => {
    const { status, body } = await api.get<EmailListResponse>('/apps/email/emails');
    expect(status).toBe(200);
    expect(body.emails.length).toBeGreaterThan(5);
    expect(body.emails.every((e) => e.folder === 'inbox')).toBe(true);
    expect(isNewestFirst(body.emails)).toBe(true);
    const all = await everything();
    expect(all).toHaveLength(24);
    expect(body.emailsMeta).toEqual({
      inbox: all.filter((e) => e.folder === 'inbox' && !e.isRead).length,
      draft: all.filter((e) => e.folder === 'draft').length,
      spam: all.filter((e) => e.folder === 'spam' && !e.isRead).length,
    });
    expect(body.emailsMeta.inbox).toBeGreaterThan(0);
    expect(body.emailsMeta.spam).toBeGreaterThan(0);
    expect(body.emailsMeta.draft).toBe(2);
  });

  it('lists each folder, and starred as the starred e-mails outside the trash', async () => {
    for (const folder of ['sent', 'draft', 'spam', 'trash']) {
      const { emails } = await list({ folder });
      expect(emails.length).toBeGreaterThan(0);
      expect(emails.every((e) => e.folder === folder)).toBe(true);
    }
    const all = await everything();
    const starred = await list({ folder: 'starred' });
    expect(ids(starred.emails).sort()).toEqual(ids(all.filter((e) => e.isStarred && e.folder !== 'trash')).sort());
    expect(starred.emails.length).toBeGreaterThan(1);
  });

  it('filters by label within the folder', async () => {
    const inbox = (await list()).emails;
    const important = await list({ label: 'important' });
    expect(ids(important.emails)).toEqual(ids(inbox.filter((e) => e.labels.includes('important'))));
    expect(important.emails.length).toBeGreaterThan(0);
    const sentCompany = await list({ folder: 'sent', label: 'company' });
    expect(sentCompany.emails.every((e) => e.folder === 'sent' && e.labels.includes('company'))).toBe(true);
  });

  it('searches subjects and senders case-insensitively', async () => {
    expect(ids((await list({ q: 'ROADMAP' })).emails)).toHaveLength(1);
    const bySender = await list({ q: 'sofia' });
    expect(
      bySender.emails.every((e) => e.from.name.includes('Sofia') || e.subject.toLowerCase().includes('sofia')),
    ).toBe(true);
    expect(bySender.emails.length).toBe(1);
    expect((await list({ q: 'roadmap', folder: 'sent' })).emails.map((e) => e.subject)).toEqual([
      'Re: Q4 roadmap review: agenda',
    ]);
    expect((await list({ q: 'nothing like this' })).emails).toEqual([]);
  });

  it('rejects an unknown folder or label with 400', async () => {
    const { status, body } = await api.get<DemoErrorBody>('/apps/email/emails', { folder: 'archive', label: 'work' });
    expect(status).toBe(400);
    expect(body.error).toEqual({ folder: 'Unknown folder', label: 'Unknown label' });
  });
});

describe('POST /apps/email/update-emails', () => {
  it('changes read, starred and folder flags of several e-mails and the counters follow', async () => {
    const unread = (await list()).emails.filter((e) => !e.isRead);
    const before = (await list()).emailsMeta.inbox;
    const { status, body } = await api.post<EmailsResponse>('/apps/email/update-emails', {
      emailIds: ids(unread),
      dataToUpdate: { isRead: true },
    });
    expect(status).toBe(200);
    expect(body.emails.every((e) => e.isRead)).toBe(true);
    expect(before).toBe(unread.length);
    expect((await list()).emailsMeta.inbox).toBe(0);

    const [first] = (await list()).emails;
    await api.post('/apps/email/update-emails', {
      emailIds: [first.id],
      dataToUpdate: { folder: 'spam', isStarred: false },
    });
    expect(ids((await list()).emails)).not.toContain(first.id);
    expect(ids((await list({ folder: 'spam' })).emails)).toContain(first.id);
  });

  it('rejects unknown fields, empty selections and unknown e-mails', async () => {
    const bad = await api.post<DemoErrorBody>('/apps/email/update-emails', {
      emailIds: [],
      dataToUpdate: { subject: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      emailIds: 'Please choose at least one e-mail',
      dataToUpdate: 'Only isStarred, isRead, isDeleted and folder can change',
    });
    expect(
      (await api.post<DemoErrorBody>('/apps/email/update-emails', { emailIds: [1], dataToUpdate: {} })).body.error,
    ).toEqual({ dataToUpdate: 'Please say what to change' });
    expect(
      (
        await api.post<DemoErrorBody>('/apps/email/update-emails', {
          emailIds: [1],
          dataToUpdate: { folder: 'archive' },
        })
      ).body.error,
    ).toEqual({ 'dataToUpdate.folder': 'Unknown folder' });
    expect(await api.post('/apps/email/update-emails', { emailIds: [1, 999], dataToUpdate: { isRead: true } })).toEqual(
      { status: 404, body: { error: 'Email 999 not found' } },
    );
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each e-mail: added where missing, removed where present', async () => {
    const inbox = (await list()).emails;
    const withIt = inbox.find((e) => e.labels.includes('private'))!;
    const without = inbox.find((e) => !e.labels.includes('private'))!;
    const { status, body } = await api.post<EmailsResponse>('/apps/email/update-emails-label', {
      emailIds: [withIt.id, without.id],
      label: 'private',
    });
    expect(status).toBe(200);
    expect(body.emails.find((e) => e.id === withIt.id)!.labels).not.toContain('private');
    expect(body.emails.find((e) => e.id === without.id)!.labels).toContain('private');
    const privateOnes = ids((await list({ label: 'private' })).emails);
    expect(privateOnes).toContain(without.id);
    expect(privateOnes).not.toContain(withIt.id);
  });

  it('rejects an unknown label with 400 and unknown e-mails with 404', async () => {
    expect(
      (await api.post<DemoErrorBody>('/apps/email/update-emails-label', { emailIds: [1], label: 'work' })).body.error,
    ).toEqual({ label: 'Unknown label' });
    expect((await api.post('/apps/email/update-emails-label', { emailIds: [999], label: 'private' })).status).toBe(404);
  });
});

describe('GET /apps/email/paginate-email', () => {
  it('steps to the e-mail above (previous) and below (next) in the list, 404 at either end', async () => {
    const inbox = (await list()).emails;
    const second = inbox[1];
    const next = await api.get<Email>('/apps/email/paginate-email', { dir: 'next', emailId: String(second.id) });
    expect(next).toEqual({ status: 200, body: inbox[2] });
    expect(
      (await api.get<Email>('/apps/email/paginate-email', { dir: 'previous', emailId: String(second.id) })).body,
    ).toEqual(inbox[0]);
    expect(await api.get('/apps/email/paginate-email', { dir: 'previous', emailId: String(inbox[0].id) })).toEqual({
      status: 404,
      body: { error: 'Previous email not found' },
    });
    expect(
      await api.get('/apps/email/paginate-email', { dir: 'next', emailId: String(inbox[inbox.length - 1].id) }),
    ).toEqual({ status: 404, body: { error: 'Next email not found' } });
  });

  it('steps within the list being read when folder or label are given', async () => {
    const starred = (await list({ folder: 'starred' })).emails;
    const next = await api.get<Email>('/apps/email/paginate-email', {
      dir: 'next',
      emailId: String(starred[0].id),
      folder: 'starred',
    });
    expect(next.body.id).toBe(starred[1].id);
  });

  it('answers 404 for an unknown e-mail and 400 for a bad direction', async () => {
    expect((await api.get('/apps/email/paginate-email', { dir: 'next', emailId: '999' })).status).toBe(404);
    expect(
      (await api.get<DemoErrorBody>('/apps/email/paginate-email', { dir: 'up', emailId: '1' })).body.error,
    ).toEqual({ dir: 'Use previous or next' });
  });
});

describe('POST /apps/email/emails', () => {
  const message = {
    to: [{ name: 'Ada', email: 'ada@example.com' }],
    cc: ['bob@example.com'],
    subject: 'Hello',
    message: '<p>Hi Ada</p>',
  };

  it('sends an e-mail from the mailbox owner into the sent folder (201)', async () => {
    const { status, body } = await api.post<EmailResponse>('/apps/email/emails', {
      email: { ...message, attachments: [{ fileName: 'notes.txt', url: 'data:text/plain,hello', size: '5 B' }] },
    });
    expect(status).toBe(201);
    expect(body.email).toMatchObject({
      ...message,
      folder: 'sent',
      isRead: true,
      isStarred: false,
      isDeleted: false,
      from: { email: 'admin@demo.com' },
    });
    expect(body.email.attachments[0]).toMatchObject({
      fileName: 'notes.txt',
      thumbnail: expect.stringMatching(/^data:image\/svg\+xml/),
    });
    expect((await list({ folder: 'sent' })).emails[0].id).toBe(body.email.id);
  });

  it('saves a draft, even without recipients', async () => {
    const { status, body } = await api.post<EmailResponse>('/apps/email/emails', {
      email: { subject: 'Later', folder: 'draft' },
    });
    expect(status).toBe(201);
    expect(body.email).toMatchObject({ folder: 'draft', to: [], subject: 'Later' });
    expect((await list()).emailsMeta.draft).toBe(3);
  });

  it('needs a recipient to send, and valid addresses', async () => {
    expect(await api.post('/apps/email/emails', { email: { subject: 'Nobody' } })).toEqual({
      status: 400,
      body: { error: { 'email.to': 'Please add at least one recipient' } },
    });
    const bad = await api.post<DemoErrorBody>('/apps/email/emails', {
      email: { to: [{ email: 'nope' }], cc: ['also-bad'], folder: 'outbox' },
    });
    expect(bad.body.error).toEqual({
      'email.to.0.email': 'Please enter a valid email',
      'email.cc.0': 'Please enter a valid email',
      'email.folder': 'Send it (sent) or keep it (draft)',
    });
  });
});

describe('GET /apps/email/emails/:id', () => {
  it('answers one e-mail, 404 when unknown', async () => {
    expect((await api.get<Email>('/apps/email/emails/3')).body.id).toBe(3);
    expect(await api.get('/apps/email/emails/999')).toEqual({ status: 404, body: { error: 'Email not found' } });
  });
});

describe('PUT /apps/email/emails/:id', () => {
  it('edits a draft and sends it with folder sent', async () => {
    const [draftEmail] = (await list({ folder: 'draft' })).emails;
    const edited = await api.put<EmailResponse>(`/apps/email/emails/${draftEmail.id}`, {
      email: { subject: 'Holiday rota (final)' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.email).toMatchObject({ subject: 'Holiday rota (final)', folder: 'draft', to: draftEmail.to });
    const sent = await api.put<EmailResponse>(`/apps/email/emails/${draftEmail.id}`, { email: { folder: 'sent' } });
    expect(sent.body.email.folder).toBe('sent');
    expect(ids((await list({ folder: 'sent' })).emails)).toContain(draftEmail.id);
    expect((await list()).emailsMeta.draft).toBe(1);
  });

  it('refuses to edit anything but a draft, to send without recipients, and unknown e-mails', async () => {
    const [inboxEmail] = (await list()).emails;
    expect(await api.put(`/apps/email/emails/${inboxEmail.id}`, { email: { subject: 'x' } })).toEqual({
      status: 400,
      body: { error: 'Only drafts can be edited' },
    });
    const created = (await api.post<EmailResponse>('/apps/email/emails', { email: { folder: 'draft' } })).body.email;
    expect(
      (await api.put<DemoErrorBody>(`/apps/email/emails/${created.id}`, { email: { folder: 'sent' } })).body.error,
    ).toEqual({ 'email.to': 'Please add at least one recipient' });
    expect((await api.put('/apps/email/emails/999', { email: {} })).status).toBe(404);
  });
});

describe('DELETE /apps/email/emails/:id', () => {
  it('moves an e-mail to the trash, and deletes it for good from there', async () => {
    const [first] = (await list()).emails;
    const trashed = await api.delete<EmailResponse>(`/apps/email/emails/${first.id}`);
    expect(trashed.status).toBe(200);
    expect(trashed.body.email).toMatchObject({ folder: 'trash', isDeleted: false });
    expect(ids((await list({ folder: 'trash' })).emails)).toContain(first.id);
    const gone = await api.delete<EmailResponse>(`/apps/email/emails/${first.id}`);
    expect(gone.body.email.isDeleted).toBe(true);
    expect(ids((await list({ folder: 'trash' })).emails)).not.toContain(first.id);
    expect((await api.get(`/apps/email/emails/${first.id}`)).status).toBe(404);
    expect((await api.delete(`/apps/email/emails/${first.id}`)).status).toBe(404);
  });
});

describe('GET /apps/email/emails in a label view', () => {
  it('lists the label across folders (not only the inbox), never the trash', async () => {
    const response = await fetch(new URL('/apps/email/emails?label=company', window.location.origin));
    const body = (await response.json()) as { emails: Array<{ folder: string; labels: string[] }> };
    expect(body.emails.length).toBeGreaterThan(0);
    expect(body.emails.every((email) => email.labels.includes('company') && email.folder !== 'trash')).toBe(true);
    expect(body.emails.some((email) => email.folder !== 'inbox')).toBe(true);
  });
});
