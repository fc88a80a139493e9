import { http } from 'msw';
import { z } from 'zod';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection, single } from '../lib/store';
import { sortedBy } from '../lib/listing';
import { parseBody, parseId } from '../lib/validation';

/** Posts per page of the feed: the first page comes with /profile/data, "load more" asks for the next ones. */
export const PROFILE_POSTS_PAGE = 3;

interface Post {
  id: number;
  authorName: string | null;
  avatar: string | null;
  postTime: string;
  postText: string;
  postImg: string | null;
  likes: number;
  youLiked: boolean;
}
interface Comment {
  id: number;
  postId: number;
  userFullName: string;
  avatar: string;
  comment: string;
  commentedAt: string;
}
interface Poll {
  id: number;
  question: string;
  votedOptionId: number | null;
  options: Array<{ id: number; label: string; votes: number }>;
}
interface SuggestedPage {
  id: number;
  username: string;
  subtitle: string;
  avatar: string;
  favorite: boolean;
}

const posts = collection<Post>('profilePosts');
const comments = collection<Comment>('profileComments');
const polls = collection<Poll>('profilePolls');
const pages = collection<SuggestedPage>('profileSuggestedPages');
/** The signed-in user as the account settings describe them. */
const me = () =>
  single<{ general: { fullName: string; avatar: string; username: string } }>('accountSettings').get().general;

/** A post as the feed shows it: its author (the signed-in user when it has none) and its comments. */
function present(post: Post) {
  const self = me();
  const its = sortedBy(
    comments.all().filter((c) => c.postId === post.id),
    (c) => c.commentedAt,
  );
  return { ...post, authorName: post.authorName ?? self.fullName, avatar: post.avatar ?? self.avatar, comments: its };
}

function postsFrom(offset: number, limit: number) {
  const all = sortedBy(posts.all(), (post) => post.postTime, true);
  return { posts: all.slice(offset, offset + limit).map(present), total: all.length };
}

const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(PROFILE_POSTS_PAGE),
  limit: z.coerce.number().int().min(1).max(20).default(PROFILE_POSTS_PAGE),
});
const commentBody = z.object({
  comment: z.string().trim().min(1, 'profile.errors.commentRequired').max(500, 'profile.errors.commentTooLong'),
});
const voteBody = z.object({ optionId: z.number('profile.errors.pickOption').int() });

export const handlers = [
  http.get('/profile/data', () => {
    const self = me();
    return ok({
      header: {
        ...single<object>('profileHeader').get(),
        fullName: self.fullName,
        username: self.username,
        avatar: self.avatar,
      },
      userAbout: single<object>('profileAbout').get(),
      suggestedPages: pages.all(),
      ...postsFrom(0, PROFILE_POSTS_PAGE),
      photos: collection<{ id: number }>('profilePhotos').all(),
      polls: polls.all(),
    });
  }),

  /** "Load more": the posts after `offset` (default: after the first page), `limit` of them (default 3, at most 20). */
  http.get('/profile/data/posts', ({ request }) => {
    const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ''));
    const parsed = pageQuery.safeParse(params);
    if (!parsed.success) return badRequest({ offset: 'Use a whole number for offset and limit' });
    return ok(postsFrom(parsed.data.offset, parsed.data.limit));
  }),

  /** Like or unlike a post. */
  http.post('/profile/data/posts/:id/like', ({ params }) => {
    const post = posts.find(parseId(params.id) ?? 0);
    if (!post) return notFound('Post');
    const updated = posts.update(post.id, {
      youLiked: !post.youLiked,
      likes: Math.max(0, post.likes + (post.youLiked ? -1 : 1)),
    })!;
    return ok(present(updated));
  }),

  /** Comment on a post as the signed-in user. */
  http.post('/profile/data/posts/:id/comments', async ({ params, request }) => {
    const post = posts.find(parseId(params.id) ?? 0);
    if (!post) return notFound('Post');
    const parsed = await parseBody(request, commentBody);
    if (parsed.response) return parsed.response;
    const self = me();
    return created(
      comments.insert({
        postId: post.id,
        userFullName: self.fullName,
        avatar: self.avatar,
        comment: parsed.data.comment,
        commentedAt: new Date().toISOString(),
      }),
    );
  }),

  /** Vote in a poll; voting again moves the vote to the new option. */
  http.post('/profile/data/polls/:id/vote', async ({ params, request }) => {
    const poll = polls.find(parseId(params.id) ?? 0);
    if (!poll) return notFound('Poll');
    const parsed = await parseBody(request, voteBody);
    if (parsed.response) return parsed.response;
    const { optionId } = parsed.data;
    if (!poll.options.some((option) => option.id === optionId))
      return badRequest({ optionId: 'profile.errors.pickOption' });
    const options = poll.options.map((option) => ({
      ...option,
      votes: option.votes + (option.id === optionId ? 1 : 0) - (option.id === poll.votedOptionId ? 1 : 0),
    }));
    return ok(polls.update(poll.id, { options, votedOptionId: optionId })!);
  }),

  /** Star or unstar a suggested page. */
  http.post('/profile/data/suggested-pages/:id/favorite', ({ params }) => {
    const page = pages.find(parseId(params.id) ?? 0);
    if (!page) return notFound('Page');
    return ok(pages.update(page.id, { favorite: !page.favorite })!);
  }),
];
