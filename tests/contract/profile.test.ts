import { describe, expect, it } from 'vitest';
import { apiUrl as api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

const get = async (path: string) => (await fetch(api(path))).json();
const post = (path: string, body?: unknown) =>
  fetch(api(path), { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

describe('GET /profile/data', () => {
  it('serves header, about, suggested pages, the first posts, photos and polls', async () => {
    const body = await get('/profile/data');
    expect(body.header).toEqual(
      expect.objectContaining({ fullName: 'John Doe', username: 'johndoe', designation: expect.any(String) }),
    );
    expect(body.userAbout).toEqual(expect.objectContaining({ about: expect.any(String), joined: expect.any(String) }));
    expect(body.suggestedPages.length).toBeGreaterThan(2);
    expect(body.posts).toHaveLength(3);
    expect(body.total).toBe(7);
    expect(body.photos).toHaveLength(9);
    expect(body.polls[0].options.length).toBeGreaterThan(1);
    const times = body.posts.map((p: { postTime: string }) => p.postTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows the account-settings name on the header and on the user’s own posts', async () => {
    const { general } = await get('/account-setting/data');
    await fetch(api('/account-setting/general'), {
      method: 'PUT',
      body: JSON.stringify({ ...general, fullName: 'Johnny Renamed' }),
    });
    const body = await get('/profile/data');
    expect(body.header.fullName).toBe('Johnny Renamed');
    expect(body.posts.some((p: { authorName: string }) => p.authorName === 'Johnny Renamed')).toBe(true);
  });
});

describe('GET /profile/data/posts (load more)', () => {
  it('pages through the remaining posts without repeating any', async () => {
    const first = await get('/profile/data');
    const second = await get('/profile/data/posts?offset=3&limit=3');
    const third = await get('/profile/data/posts?offset=6&limit=3');
    expect(second.posts).toHaveLength(3);
    expect(third.posts).toHaveLength(1);
    const ids = [...first.posts, ...second.posts, ...third.posts].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(7);
    expect((await get('/profile/data/posts')).posts.map((p: { id: number }) => p.id)).toEqual(
      second.posts.map((p: { id: number }) => p.id),
    );
  });
});

describe('POST /profile/data/posts/:id/like and comments', () => {
  it('toggles a like and keeps the count', async () => {
    const [before] = (await get('/profile/data')).posts;
    const liked = await (await post(`/profile/data/posts/${before.id}/like`)).json();
    expect(liked.youLiked).toBe(!before.youLiked);
    expect(liked.likes).toBe(before.likes + (before.youLiked ? -1 : 1));
    const [after] = (await get('/profile/data')).posts;
    expect(after.likes).toBe(liked.likes);
    const back = await (await post(`/profile/data/posts/${before.id}/like`)).json();
    expect(back.likes).toBe(before.likes);
  });

  it('adds a comment by the signed-in user, rejects an empty one and an unknown post', async () => {
    const [first] = (await get('/profile/data')).posts;
    const created = await post(`/profile/data/posts/${first.id}/comments`, { comment: '  Nice one  ' });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual(expect.objectContaining({ comment: 'Nice one', userFullName: 'John Doe' }));
    const [reloaded] = (await get('/profile/data')).posts;
    expect(reloaded.comments.at(-1).comment).toBe('Nice one');
    const empty = await post(`/profile/data/posts/${first.id}/comments`, { comment: '   ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.comment).toBe('profile.errors.commentRequired');
    expect((await post('/profile/data/posts/999/comments', { comment: 'x' })).status).toBe(404);
    expect((await post('/profile/data/posts/999/like')).status).toBe(404);
  });
});

describe('POST /profile/data/polls/:id/vote', () => {
  it('counts a vote, moves it when the user votes again, and rejects an unknown option', async () => {
    const [poll] = (await get('/profile/data')).polls;
    const voted = await (await post(`/profile/data/polls/${poll.id}/vote`, { optionId: 2 })).json();
    expect(voted.votedOptionId).toBe(2);
    expect(voted.options[1].votes).toBe(poll.options[1].votes + 1);
    const moved = await (await post(`/profile/data/polls/${poll.id}/vote`, { optionId: 3 })).json();
    expect(moved.options[1].votes).toBe(poll.options[1].votes);
    expect(moved.options[2].votes).toBe(poll.options[2].votes + 1);
    expect((await get('/profile/data')).polls[0].votedOptionId).toBe(3);
    expect((await post(`/profile/data/polls/${poll.id}/vote`, { optionId: 99 })).status).toBe(400);
    expect((await post('/profile/data/polls/99/vote', { optionId: 1 })).status).toBe(404);
  });
});

describe('POST /profile/data/suggested-pages/:id/favorite', () => {
  it('stars and unstars a page', async () => {
    const [page] = (await get('/profile/data')).suggestedPages;
    expect((await (await post(`/profile/data/suggested-pages/${page.id}/favorite`)).json()).favorite).toBe(
      !page.favorite,
    );
    expect((await get('/profile/data')).suggestedPages[0].favorite).toBe(!page.favorite);
    expect((await post('/profile/data/suggested-pages/99/favorite')).status).toBe(404);
  });
});
