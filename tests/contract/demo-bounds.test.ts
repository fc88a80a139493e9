import { describe, expect, it } from 'vitest';
import { signToken } from '@/mock/lib/jwt';
import { BODY_TOO_LARGE } from '@/mock/lib/persisted';
import { PICTURE, TOO_BIG, TOO_LONG, TOO_MANY } from '@/mock/lib/limits';
import type { DemoErrorBody } from '@/mock/types/common';
import type { Invoice } from '@/mock/types/invoice';
import type { Task, TaskListResponse } from '@/mock/types/todo';
import type { ManagedUser } from '@/mock/types/users';
import { api, apiUrl, serveMockApi } from '@tests/support/mockApi';

/*
 * Every demo-app write endpoint bounds what it takes (review M14, L2, L4): text as long as its form allows, lists,
 * numbers, pictures (http(s) or an uploaded JPG/PNG/GIF, never SVG or other data) and attachments (size, count, an
 * allow-list of types), and the whole body; each refusal is a 400 with a message the form shows, and nothing is stored.
 */
serveMockApi();

const long = (length: number) => 'x'.repeat(length);
const SVG = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')}`;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const base64Of = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

/** A 400 whose field messages include `errors`. */
async function refused(call: Promise<{ status: number; body: unknown }>, errors: Record<string, string>) {
  const { status, body } = await call;
  expect(status).toBe(400);
  expect((body as DemoErrorBody).error).toMatchObject(errors);
}

describe('every demo write', () => {
  it('refuses a body above the limit with a message the form shows', async () => {
    await refused(api.post('/apps/todo/tasks', { task: { title: 'Big', description: long(1_900_000) } }), {
      body: BODY_TOO_LARGE,
    });
    await refused(api.put('/apps/user/users/1', { user: { fullName: long(1_900_000) } }), { body: BODY_TOO_LARGE });
  });
});

describe('calendar events', () => {
  const event = (changes: Record<string, unknown> = {}, props: Record<string, unknown> = {}) => ({
    event: { title: 'Review', start: '2026-11-02', ...changes, extendedProps: { calendar: 'Business', ...props } },
  });
  const count = async () => (await api.get<unknown[]>('/apps/calendar/events')).body.length;

  it('take the form’s text limits, http(s) links only, and at most 50 guests', async () => {
    const before = await count();
    const add = (body: unknown) => api.post('/apps/calendar/events', body);
    await refused(add(event({ title: long(121) })), { 'event.title': 'calendarApp.form.errors.titleTooLong' });
    await refused(add(event({}, { location: long(201) })), {
      'event.extendedProps.location': 'calendarApp.form.errors.locationTooLong',
    });
    await refused(add(event({}, { description: long(2001) })), {
      'event.extendedProps.description': 'calendarApp.form.errors.descriptionTooLong',
    });
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      `https://example.com/${long(300)}`,
    ]) {
      expect((await add(event({ url }))).status).toBe(400);
    }
    const guests = Array.from({ length: 51 }, (_, i) => `guest${i}@example.com`);
    await refused(add(event({}, { guests })), { 'event.extendedProps.guests': TOO_MANY });
    await refused(api.post('/apps/calendar/events/1', { event: { title: long(121) } }), {
      'event.title': 'calendarApp.form.errors.titleTooLong',
    });
    expect(await count()).toBe(before);
    expect(
      (
        await add(
          event(
            { title: long(120), url: 'https://example.com/meet' },
            { guests: guests.slice(0, 50), description: long(2000) },
          ),
        )
      ).status,
    ).toBe(201);
  });
});

describe('to-do tasks', () => {
  const tasks = async () => (await api.get<TaskListResponse>('/apps/todo/tasks')).body;
  const add = (task: Record<string, unknown>) =>
    api.post<{ task: Task }>('/apps/todo/tasks', { task: { title: 'Task', ...task } });

  it('take the form’s title limit and bound the description, the assignee and the tags', async () => {
    const before = (await tasks()).length;
    await refused(add({ title: long(121) }), { 'task.title': 'todoApp.form.errors.titleTooLong' });
    await refused(add({ description: long(20_001) }), { 'task.description': TOO_LONG });
    await refused(add({ assignee: { fullName: long(81) } }), { 'task.assignee.fullName': TOO_LONG });
    await refused(add({ tags: ['team', 'low', 'medium', 'high', 'update', 'team'] }), { 'task.tags': TOO_MANY });
    await refused(api.post('/apps/todo/tasks/1', { task: { title: long(121) } }), {
      'task.title': 'todoApp.form.errors.titleTooLong',
    });
    expect((await tasks()).length).toBe(before);
  });

  it('take an assignee picture an assignee already has, or a new JPG/PNG/GIF or http(s) one, never SVG', async () => {
    await refused(add({ assignee: { fullName: 'Mallory', avatar: SVG } }), { 'task.assignee.avatar': PICTURE });
    await refused(add({ assignee: { fullName: 'Mallory', avatar: 'javascript:alert(1)' } }), {
      'task.assignee.avatar': PICTURE,
    });
    await refused(api.post('/apps/todo/tasks/1', { task: { assignee: { fullName: 'Mallory', avatar: SVG } } }), {
      'task.assignee.avatar': PICTURE,
    });
    const known = (await tasks()).find((task) => task.assignee?.avatar)!.assignee!;
    expect((await add({ assignee: known })).status).toBe(201);
    expect((await add({ assignee: { fullName: 'Ada', avatar: PNG } })).status).toBe(201);
    expect((await add({ assignee: { fullName: 'Ada', avatar: 'https://example.com/ada.png' } })).status).toBe(201);
  });
});

describe('invoices', () => {
  const invoice = (changes: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
    invoice: {
      client: { name: 'Ada Lovelace', companyEmail: 'ada@example.com' },
      issuedDate: '2026-11-01',
      dueDate: '2026-11-30',
      service: 'Analysis',
      items: [{ title: 'Engine notes', cost: 10, qty: 1, ...line }],
      ...changes,
    },
  });
  const add = (body: unknown) => api.post<{ invoice: Invoice }>('/apps/invoice/invoices', body);
  const total = async () => (await api.get<{ total: number }>('/apps/invoice/invoices')).body.total;
  const withPicture = async () =>
    (await api.get<{ invoices: Invoice[] }>('/apps/invoice/invoices', { perPage: 100 })).body.invoices.find(
      (i) => i.avatar,
    )!;

  it('take the form’s text limits, at most 50 lines, a quantity up to 10,000 and amounts up to 1e9', async () => {
    const before = await total();
    await refused(add(invoice({ client: { name: long(81), companyEmail: 'ada@example.com' } })), {
      'invoice.client.name': 'invoices.validation.tooLong',
    });
    await refused(add(invoice({ client: { name: 'Ada', companyEmail: 'ada@example.com', address: long(201) } })), {
      'invoice.client.address': 'invoices.validation.tooLong',
    });
    await refused(add(invoice({ service: long(81) })), { 'invoice.service': 'invoices.validation.tooLong' });
    await refused(add(invoice({ note: long(1001) })), { 'invoice.note': 'invoices.validation.tooLong' });
    await refused(add(invoice({ salesperson: long(201) })), { 'invoice.salesperson': 'invoices.validation.tooLong' });
    await refused(add(invoice({}, { title: long(121) })), { 'invoice.items.0.title': 'invoices.validation.tooLong' });
    await refused(add(invoice({}, { description: long(201) })), {
      'invoice.items.0.description': 'invoices.validation.tooLong',
    });
    await refused(add(invoice({}, { qty: 10_001 })), { 'invoice.items.0.qty': TOO_BIG });
    await refused(add(invoice({}, { cost: 1e9 + 1 })), { 'invoice.items.0.cost': TOO_BIG });
    await refused(add(invoice({ discount: 1e10 })), { 'invoice.discount': TOO_BIG });
    const lines = Array.from({ length: 51 }, () => ({ title: 'Line', cost: 1, qty: 1 }));
    await refused(add(invoice({ items: lines })), { 'invoice.items': TOO_MANY });
    const { id } = await withPicture();
    await refused(api.put(`/apps/invoice/invoices/${id}`, invoice({ note: long(1001) })), {
      'invoice.note': 'invoices.validation.tooLong',
    });
    await refused(
      api.post(`/apps/invoice/invoices/${id}/payments`, { amount: 1e10, date: '2026-11-02', method: 'cash' }),
      { amount: TOO_BIG },
    );
    expect(await total()).toBe(before);
    const largest = await add(
      invoice({ items: [{ title: 'Largest', cost: 1e5, qty: 10_000 }, ...lines.slice(0, 49)] }),
    );
    expect(largest.status).toBe(201);
    expect(largest.body.invoice.total).toBe(1e9 + 49);
  });

  it('take a client picture already stored, or a new JPG/PNG/GIF or http(s) one, never SVG', async () => {
    await refused(add(invoice({ avatar: SVG })), { 'invoice.avatar': PICTURE });
    const stored = await withPicture();
    expect(stored.avatar).toMatch(/^data:image\/svg\+xml/);
    expect(
      (await api.put(`/apps/invoice/invoices/${stored.id}`, { invoice: { avatar: stored.avatar, note: 'Kept' } }))
        .status,
    ).toBe(200);
    await refused(api.put(`/apps/invoice/invoices/${stored.id}`, { invoice: { avatar: SVG } }), {
      'invoice.avatar': PICTURE,
    });
    expect((await add(invoice({ avatar: PNG }))).status).toBe(201);
  });
});

describe('managed users', () => {
  const user = (changes: Record<string, unknown> = {}) => ({
    user: {
      fullName: 'Ada Lovelace',
      username: 'ada_l',
      email: 'ada.l@example.com',
      role: 'editor',
      currentPlan: 'basic',
      ...changes,
    },
  });
  const add = (body: unknown) => api.post<{ user: ManagedUser }>('/apps/user/users', body);

  it('take the forms’ text limits and bound the contact, the e-mail and the links', async () => {
    const before = (await api.get<{ total: number }>('/apps/user/users')).body.total;
    await refused(add(user({ fullName: long(81) })), { 'user.fullName': 'appUsers.validation.tooLong' });
    await refused(add(user({ username: long(41) })), { 'user.username': 'appUsers.validation.tooLong' });
    await refused(add(user({ company: long(81) })), { 'user.company': 'appUsers.validation.tooLong' });
    await refused(add(user({ country: long(61) })), { 'user.country': 'appUsers.validation.tooLong' });
    await refused(add(user({ contact: '1'.repeat(31) })), { 'user.contact': 'appUsers.validation.tooLong' });
    await refused(add(user({ email: `${long(160)}@example.com` })), { 'user.email': TOO_LONG });
    await refused(add(user({ social: { github: `https://github.com/${long(300)}` } })), {
      'user.social.github': TOO_LONG,
    });
    await refused(api.put('/apps/user/users/1', user({ fullName: long(81) })), {
      'user.fullName': 'appUsers.validation.tooLong',
    });
    expect((await api.get<{ total: number }>('/apps/user/users')).body.total).toBe(before);
  });

  it('take their own stored picture, or a new PNG/JPEG/WebP/GIF (at most 1 MB, by its bytes) or http(s) one, never SVG', async () => {
    await refused(add(user({ avatar: SVG })), { 'user.avatar': PICTURE });
    await refused(add(user({ avatar: `data:image/png;base64,${base64Of(1100 * 1024)}` })), {
      'user.avatar': 'shared.image.tooLarge',
    });
    // Text named a PNG: its bytes say otherwise.
    await refused(add(user({ avatar: `data:image/png;base64,${btoa('hello, this is not a png')}` })), {
      'user.avatar': PICTURE,
    });
    await refused(add(user({ avatar: 'data:text/html;base64,PHNjcmlwdD4=' })), { 'user.avatar': PICTURE });
    const stored = (await api.get<{ users: ManagedUser[] }>('/apps/user/users', { perPage: 100 })).body.users.find(
      (u) => u.avatar,
    )!;
    expect(stored.avatar).toMatch(/^data:image\/svg\+xml/);
    expect(
      (await api.put(`/apps/user/users/${stored.id}`, { user: { fullName: 'Renamed', avatar: stored.avatar } })).status,
    ).toBe(200);
    await refused(api.put(`/apps/user/users/${stored.id}`, { user: { avatar: SVG } }), { 'user.avatar': PICTURE });
    expect((await add(user({ avatar: 'https://example.com/ada.png' }))).status).toBe(201);
    expect((await add(user({ username: 'ada_2', email: 'ada2@example.com', avatar: PNG }))).status).toBe(201);
  });
});

describe('e-mails', () => {
  const email = (changes: Record<string, unknown> = {}) => ({
    email: { to: [{ email: 'ada@example.com' }], subject: 'Hi', message: '<p>Hello</p>', folder: 'draft', ...changes },
  });
  const file = (fileName: string, url: string) => ({ fileName, url });
  const text = (content: string) => `data:text/plain;base64,${Buffer.from(content).toString('base64')}`;
  const send = (body: unknown) => api.post('/apps/email/emails', body);

  it('bound the message, the subject and the recipients', async () => {
    await refused(send(email({ message: long(100_001) })), { 'email.message': 'Keep the message shorter' });
    await refused(send(email({ subject: long(201) })), { 'email.subject': 'Keep the subject shorter' });
    const many = Array.from({ length: 51 }, (_, i) => ({ email: `r${i}@example.com` }));
    await refused(send(email({ to: many })), { 'email.to': 'Add at most 50 addresses' });
    await refused(send(email({ cc: many.map((r) => r.email) })), { 'email.cc': 'Add at most 50 addresses' });
  });

  it('take at most five attachments of 1 MB, of an allowed type that matches the file', async () => {
    const five = Array.from({ length: 6 }, (_, i) => file(`notes-${i}.txt`, text('notes')));
    await refused(send(email({ attachments: five })), { 'email.attachments': 'Attach at most 5 files' });
    for (const name of ['invoice.html', 'logo.svg', 'run.js', 'noextension']) {
      await refused(send(email({ attachments: [file(name, text('<script>alert(1)</script>'))] })), {
        'email.attachments.0.fileName': 'This type of file cannot be attached',
      });
    }
    await refused(send(email({ attachments: [file('notes.txt', 'data:text/html;base64,PHNjcmlwdD4=')] })), {
      'email.attachments.0.url': 'The file does not match its name',
    });
    await refused(send(email({ attachments: [file('picture.png', SVG)] })), {
      'email.attachments.0.url': 'The file does not match its name',
    });
    await refused(
      send(email({ attachments: [file('big.txt', `data:text/plain;base64,${base64Of(1024 * 1024 + 3)}`)] })),
      { 'email.attachments.0.url': 'Attach files of 1 MB or less' },
    );
    await refused(send(email({ attachments: [file('../../etc/passwd.txt', text('x'))] })), {
      'email.attachments.0.fileName': 'Use a plain file name',
    });
    const draft = await send(
      email({
        attachments: [file('notes.txt', text('notes')), file('report.pdf', 'data:application/pdf;base64,JVBERi0=')],
      }),
    );
    expect(draft.status).toBe(201);
    const { id } = (draft.body as { email: { id: number } }).email;
    await refused(api.put(`/apps/email/emails/${id}`, { email: { message: long(100_001) } }), {
      'email.message': 'Keep the message shorter',
    });
    await refused(api.put(`/apps/email/emails/${id}`, { email: { attachments: [file('x.html', text('x'))] } }), {
      'email.attachments.0.fileName': 'This type of file cannot be attached',
    });
  });
});

describe('other demo writes', () => {
  it('bound the blog article, the checkout address, notes, the coming-soon address and the plan', async () => {
    const token = await signToken(1, 'access');
    const edit = (await (await fetch(apiUrl('/blog/list/data/edit', { id: 1 }))).json()) as Record<string, unknown>;
    const { id: _id, avatar: _avatar, userFullName: _name, createdTime: _time, ...values } = edit;
    const save = (content: string) =>
      fetch(apiUrl('/blog/list/data/edit', { id: 1 }), {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}` },
        body: JSON.stringify({ ...values, content }),
      });
    const tooLong = await save(`<p>${long(50_000)}</p>`);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ error: { content: TOO_LONG } });
    expect((await save('<p>Short and fine</p>')).status).toBe(200);

    const address = {
      fullName: long(101),
      mobile: '+1 555 0100',
      houseNo: '1',
      city: 'Paris',
      pincode: '75001',
      state: 'IDF',
    };
    await refused(api.post('/apps/ecommerce/orders', { address, paymentMethod: 'cash-on-delivery' }), {
      'address.fullName': 'shop.checkout.validation.tooLong',
    });
    await refused(
      api.post('/apps/ecommerce/orders', {
        address: { ...address, fullName: 'Ada', landmark: long(101) },
        paymentMethod: 'cash-on-delivery',
      }),
      { 'address.landmark': 'shop.checkout.validation.tooLong' },
    );

    await refused(api.post('/demo/notes', { text: long(501) }), { text: 'Keep a note under 500 characters' });
    expect((await api.post('/misc/notify', { email: `${long(160)}@example.com` })).status).toBe(400);
    await refused(api.put('/pricing/subscription', { planId: long(41), billing: 'monthly' }), {
      planId: 'Unknown plan',
    });
  });
});
