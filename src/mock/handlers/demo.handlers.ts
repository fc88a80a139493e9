import { http, HttpResponse } from 'msw';
import { mockDb } from '../db';

/** The smallest endpoint group: proves the mechanism (fixtures in, changes persisted, reset) end to end. */
export const handlers = [
  http.get('/demo/notes', () => HttpResponse.json({ notes: mockDb().getAll('demoNotes') })),
  http.post('/demo/notes', async ({ request }) => {
    const body = (await request.json()) as { text?: unknown };
    if (typeof body.text !== 'string' || !body.text.trim()) {
      return HttpResponse.json({ error: { text: 'Please enter a note' } }, { status: 400 });
    }
    return HttpResponse.json(mockDb().addOne('demoNotes', { text: body.text.trim(), pinned: false }), { status: 201 });
  }),
];
