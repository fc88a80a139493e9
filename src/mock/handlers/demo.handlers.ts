import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { mockDb } from '../db';
import { parseBody } from '../lib/validation';

const noteBody = z.object({
  text: z.string('Please enter a note').trim().min(1, 'Please enter a note').max(500, 'Keep a note under 500 characters'),
});

/** The smallest endpoint group: proves the mechanism (fixtures in, changes persisted, reset) end to end. */
export const handlers = [
  http.get('/demo/notes', () => HttpResponse.json({ notes: mockDb().getAll('demoNotes') })),
  http.post('/demo/notes', async ({ request }) => {
    const body = await parseBody(request, noteBody);
    if (body.response) return body.response;
    return HttpResponse.json(mockDb().addOne('demoNotes', { text: body.data.text, pinned: false }), { status: 201 });
  }),
];
