import { describe, expect, it } from 'vitest';
import { signToken } from '@/mock/lib/jwt';
import { apiUrl as api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

interface ListItem {
  id: number;
  title: string;
  tags: string[];
  comment: number;
  img: string;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  excerpt: string;
}
const get = async (path: string) => (await fetch(api(path))).json();
const list = (query = '') =>
  get(`/blog/list/data${query}`) as Promise<{ posts: ListItem[]; total: number; page: number; perPage: number }>;
/** As admin@demo.com (id 1, who may edit the blog) unless another account id is given; null sends no token. */
const send = async (method: string, path: string, body: unknown, as: number | null = 1) =>
  fetch(api(path), {
    method,
    body: JSON.stringify(body),
    headers: as === null ? {} : { Authorization: `Bearer ${await signToken(as, 'access')}` },
  });

describe('GET /blog/list/data', () => {
  it('serves the six posts newest first with the list fields', async () => {
    const body = await list();
    expect(body.total).toBe(6);
    expect(body.posts).toHaveLength(6);
    expect(body.posts[0]).toEqual(
      expect.objectContaining({
        id: 1,
        title: expect.any(String),
        img: expect.any(String),
        avatar: expect.any(String),
        userFullName: expect.any(String),
        excerpt: expect.any(String),
        tags: expect.any(Array),
        comment: expect.any(Number),
      }),
    );
    const dates = body.posts.map((p) => p.blogPosted);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.posts[0]).not.toHaveProperty('content');
  });

  it('pages with page and perPage', async () => {
    const first = await list('?perPage=4&page=1');
    const second = await list('?perPage=4&page=2');
    expect(first.posts).toHaveLength(4);
    expect(second.posts).toHaveLength(2);
    expect(second.total).toBe(6);
    expect(new Set([...first.posts, ...second.posts].map((p) => p.id)).size).toBe(6);
    expect((await list('?perPage=4&page=3')).posts).toEqual([]);
  });

  it('searches title and excerpt case-insensitively and filters by category', async () => {
    expect((await list('?q=QUESTION')).posts.map((p) => p.id)).toEqual([6]);
    const gaming = await list('?category=Gaming');
    expect(gaming.total).toBe(2);
    expect(gaming.posts.every((p) => p.tags.includes('Gaming'))).toBe(true);
    expect((await list('?category=Gaming&q=fact')).posts.map((p) => p.id)).toEqual([3]);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('answers 400 for an unknown category or a bad page', async () => {
    expect((await fetch(api('/blog/list/data?category=Sports'))).status).toBe(400);
    expect((await fetch(api('/blog/list/data?page=0'))).status).toBe(400);
  });
});

describe('GET /blog/list/data/sidebar', () => {
  it('serves recent posts and the five categories with counts', async () => {
    const body = await get('/blog/list/data/sidebar');
    expect(body.recentPosts).toHaveLength(4);
    expect(body.categories.map((c: { category: string }) => c.category)).toEqual([
      'Fashion',
      'Food',
      'Gaming',
      'Quote',
      'Video',
    ]);
    expect(body.categories.find((c: { category: string }) => c.category === 'Gaming').count).toBe(2);
  });
});

describe('GET /blog/list/data/detail and POST comment', () => {
  it('serves the requested post and its comments; 404 for an unknown one', async () => {
    const body = await get('/blog/list/data/detail?id=3');
    expect(body.blog).toEqual(
      expect.objectContaining({
        id: 3,
        title: 'Share an Amazing and Shocking Fact or Statistic',
        content: expect.stringContaining('<p>'),
      }),
    );
    expect(body.blog.comments).toBe(body.comments.length);
    expect((await fetch(api('/blog/list/data/detail?id=99'))).status).toBe(404);
  });

  it('adds a comment that the post and the list then count', async () => {
    const before = (await get('/blog/list/data/detail?id=2')).comments.length;
    const created = await send('POST', '/blog/list/data/detail/comment?id=2', {
      name: 'Ada',
      email: 'ada@example.com',
      website: '',
      comment: 'Great read',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual(
      expect.objectContaining({ userFullName: 'Ada', commentText: 'Great read', postId: 2 }),
    );
    const detail = await get('/blog/list/data/detail?id=2');
    expect(detail.comments).toHaveLength(before + 1);
    expect((await list()).posts.find((p) => p.id === 2)!.comment).toBe(before + 1);
  });

  it('rejects a comment with missing fields (400) or for an unknown post (404)', async () => {
    const bad = await send('POST', '/blog/list/data/detail/comment?id=2', {
      name: '',
      email: 'x',
      website: 'nope',
      comment: '',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error).sort()).toEqual(['comment', 'email', 'name', 'website']);
    expect(
      (
        await send('POST', '/blog/list/data/detail/comment?id=99', {
          name: 'a',
          email: 'a@b.co',
          website: '',
          comment: 'x',
        })
      ).status,
    ).toBe(404);
  });
});

describe('GET and PUT /blog/list/data/edit', () => {
  it('serves the edit record; 404 for an unknown post', async () => {
    const record = await get('/blog/list/data/edit?id=1');
    expect(record).toEqual(
      expect.objectContaining({
        blogTitle: expect.any(String),
        blogCategories: ['Quote', 'Fashion'],
        slug: 'the-best-features-coming-to-ios-and-web-design',
        status: 'Published',
        excerpt: expect.any(String),
        featuredImage: expect.any(String),
      }),
    );
    expect((await fetch(api('/blog/list/data/edit?id=99'))).status).toBe(404);
  });

  it('saves an edit that the list and the detail then show', async () => {
    const record = await get('/blog/list/data/edit?id=1');
    const saved = await send('PUT', '/blog/list/data/edit?id=1', {
      ...record,
      blogTitle: 'A brand new title',
      blogCategories: ['Video'],
      slug: 'a-brand-new-title',
      content: '<p>New body</p>',
    });
    expect(saved.status).toBe(200);
    expect((await list()).posts.find((p) => p.id === 1)).toEqual(
      expect.objectContaining({ title: 'A brand new title', tags: ['Video'] }),
    );
    expect((await get('/blog/list/data/detail?id=1')).blog.content).toBe('<p>New body</p>');
  });

  it('answers 400 with field messages, including a slug another post uses', async () => {
    const record = await get('/blog/list/data/edit?id=1');
    const bad = await send('PUT', '/blog/list/data/edit?id=1', {
      ...record,
      blogTitle: ' ',
      blogCategories: [],
      slug: 'Not A Slug',
      status: 'Gone',
      content: '<p> </p>',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error).sort()).toEqual([
      'blogCategories',
      'blogTitle',
      'content',
      'slug',
      'status',
    ]);
    const taken = await send('PUT', '/blog/list/data/edit?id=1', {
      ...record,
      slug: 'withhold-a-compelling-piece-of-information',
    });
    expect(await taken.json()).toEqual({ error: { slug: 'blog.errors.slugTaken' } });
    expect((await send('PUT', '/blog/list/data/edit?id=99', record)).status).toBe(404);
  });
});
