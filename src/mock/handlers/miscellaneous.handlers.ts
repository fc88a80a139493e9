import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { mockDb } from '../db';
import { EMAIL_MAX } from '../lib/limits';

const notifyBody = z.object({ email: z.email().max(EMAIL_MAX) });

export const handlers = [
  /** Coming-soon page: subscribe an address once; a repeat is accepted without a duplicate. */
  http.post('/misc/notify', async ({ request }) => {
    const parsed = notifyBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success)
      return HttpResponse.json({ error: { email: 'Please enter a valid e-mail address' } }, { status: 400 });
    const email = parsed.data.email.toLowerCase();
    const db = mockDb();
    const existing = db.getAll('notifySubscribers', { filter: { email } })[0];
    const subscriber = existing ?? db.addOne('notifySubscribers', { email, subscribedAt: new Date().toISOString() });
    return HttpResponse.json(subscriber, { status: existing ? 200 : 201 });
  }),
];
