import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { mockDb } from '@/mock/db';
import { persisted } from '@/mock/lib/persisted';
import { parseBody } from '@/mock/lib/validation';

const noteBody = z.object({
  text: z
    .string('Please enter a note')
    .trim()
    .min(1, 'Please enter a note')
    .max(500, 'Keep a note under 500 characters'),
});

/**
 * A test-only endpoint group over the fixtures' `demoNotes` collection: the smallest one, proving the mechanism
 * (fixtures in, changes persisted, reset, bounds) end to end. It does not ship: the browser's handlers leave it out.
 */
export const demoNotesHandlers = [
  http.get('/demo/notes', () => HttpResponse.json({ notes: mockDb().getAll('demoNotes') })),
  http.post('/demo/notes', async ({ request }) => {
    const body = await parseBody(request, noteBody);
    if (body.response) return body.response;
    return HttpResponse.json(mockDb().addOne('demoNotes', { text: body.data.text, pinned: false }), { status: 201 });
  }),
].map(persisted);
