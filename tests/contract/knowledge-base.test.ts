import { describe, expect, it } from 'vitest';
import { apiUrl as api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();
const get = (path: string) => fetch(api(path));

describe('GET /kb/data/knowledge_base', () => {
  it('serves six category cards', async () => {
    const cards = await (await get('/kb/data/knowledge_base')).json();
    expect(cards).toHaveLength(6);
    expect(cards[0]).toEqual({
      id: 1,
      category: 'sales-automation',
      title: 'Sales Automation',
      desc: expect.any(String),
      img: expect.stringMatching(/^data:image/),
    });
  });

  it('narrows the cards by title, description or question, case-insensitively', async () => {
    const byTitle = await (await get('/kb/data/knowledge_base?q=EMAIL')).json();
    expect(byTitle.map((c: { category: string }) => c.category)).toEqual(['email-marketing']);
    const byQuestion = await (await get('/kb/data/knowledge_base?q=webhook')).json();
    expect(byQuestion.map((c: { category: string }) => c.category)).toEqual(['api-questions']);
    expect(await (await get('/kb/data/knowledge_base?q=zzz')).json()).toEqual([]);
  });
});

describe('GET /kb/data/category', () => {
  it('serves a category with its sections of questions', async () => {
    const body = await (await get('/kb/data/category?category=api-questions')).json();
    expect(body.category.title).toBe('API Questions');
    expect(body.sections.map((s: { title: string }) => s.title)).toEqual(['Authentication', 'Limits and webhooks']);
    expect(body.sections[0].questions[0]).toEqual({
      id: expect.any(Number),
      question: 'How do I get an API key?',
      slug: 'how-do-i-get-an-api-key',
    });
  });

  it('answers 404 for an unknown or missing category', async () => {
    expect((await get('/kb/data/category?category=nope')).status).toBe(404);
    expect((await get('/kb/data/category')).status).toBe(404);
  });
});

describe('GET /kb/data/question', () => {
  it('serves an article with its related questions', async () => {
    const body = await (await get('/kb/data/question?category=api-questions&slug=how-do-i-get-an-api-key')).json();
    expect(body.title).toBe('How do I get an API key?');
    expect(body.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(body.content).toContain('<p>');
    expect(body.relatedQuestions.map((q: { slug: string }) => q.slug)).toEqual([
      'how-long-do-access-tokens-last',
      'how-do-i-rotate-a-key',
    ]);
  });

  it('answers 404 for an unknown slug, or a slug of another category', async () => {
    expect((await get('/kb/data/question?category=api-questions&slug=nope')).status).toBe(404);
    expect((await get('/kb/data/question?category=personalization&slug=how-do-i-get-an-api-key')).status).toBe(404);
    expect((await get('/kb/data/question?category=nope&slug=how-do-i-get-an-api-key')).status).toBe(404);
  });
});
