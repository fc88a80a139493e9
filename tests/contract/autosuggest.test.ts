import { describe, expect, it } from 'vitest';
import type { AutosuggestPage, AutosuggestPerson } from '@fixtures/autosuggest.fixture';
import { serveMockApi } from '@tests/support/mockApi';

serveMockApi();
const get = async (path: string) => (await fetch(new URL(path, window.location.origin).toString())).json();

describe('GET /autosuggest/data', () => {
  it('returns developers, designers and pages; people by name', async () => {
    const body = await get('/autosuggest/data');
    expect(Object.keys(body).sort()).toEqual(['designers', 'developers', 'pages']);
    expect(body.developers.length).toBeGreaterThan(5);
    expect(body.designers.length).toBeGreaterThan(5);
    expect(body.pages.length).toBeGreaterThan(5);
    const names = body.developers.map((p: AutosuggestPerson) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(body.developers[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: expect.stringContaining('@'),
      title: expect.any(String),
    });
    expect(body.pages.every((p: AutosuggestPage) => p.path.startsWith('/'))).toBe(true);
  });

  it('keeps only what contains q, ignoring case, in every group', async () => {
    const body = await get('/autosuggest/data?q=FORM');
    expect(body.developers).toEqual([]);
    expect(body.pages.length).toBeGreaterThan(2);
    expect(body.pages.every((p: AutosuggestPage) => p.title.toLowerCase().includes('form'))).toBe(true);
    const designers = await get('/autosuggest/data?q=designer');
    expect(designers.designers.length).toBeGreaterThan(0);
    expect(designers.developers).toEqual([]);
  });

  it('matches a person by e-mail', async () => {
    const all = await get('/autosuggest/data');
    const target: AutosuggestPerson = all.designers[2];
    const body = await get(`/autosuggest/data?q=${encodeURIComponent(target.email)}`);
    expect(body.designers).toEqual([target]);
    expect(body.pages).toEqual([]);
  });
});
