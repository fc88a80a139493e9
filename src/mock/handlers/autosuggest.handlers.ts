import { http, HttpResponse } from 'msw';
import type { AutosuggestPage, AutosuggestPerson } from '@fixtures/autosuggest.fixture';
import { mockDb } from '../db';

const matches = (needle: string, ...values: string[]) => values.some((value) => value.toLowerCase().includes(needle));

export const handlers = [
  /** The auto-suggest showcase: developers, designers and pages; `q` keeps what contains it (any case). */
  http.get('/autosuggest/data', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.trim().toLowerCase() ?? '';
    const db = mockDb();
    const people = (name: string) =>
      (db.getAll(name, { sort: ['name', 'asc'] }) as AutosuggestPerson[]).filter(
        (p) => !q || matches(q, p.name, p.email, p.title),
      );
    const pages = (db.getAll('autosuggestPages', { sort: ['id', 'asc'] }) as AutosuggestPage[]).filter(
      (p) => !q || matches(q, p.title),
    );
    return HttpResponse.json({
      developers: people('autosuggestDevelopers'),
      designers: people('autosuggestDesigners'),
      pages,
    });
  }),
];
