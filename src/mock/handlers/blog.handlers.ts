import { http } from 'msw';
import { z } from 'zod';
import { sanitizeHtml } from '@/contract/html';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection } from '../lib/store';
import { matchesQuery, paginate, sortedBy } from '../lib/listing';
import { pageParam, perPageParam, textParam } from '../lib/queryParams';
import { parseBody, parseId, parseQuery } from '../lib/validation';
import {
  BLOG_CATEGORIES,
  blogCommentSchema,
  blogEditSchema,
  textOfHtml,
  type BlogEdit,
} from '@/features/pages/blog/schemas';

interface BlogPost {
  id: number;
  title: string;
  slug: string;
  img: string;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  tags: string[];
  excerpt: string;
  content: string;
  status: string;
}
interface BlogComment {
  id: number;
  postId: number;
  userFullName: string;
  avatar?: string;
  email?: string;
  website?: string;
  commentText: string;
  commentedAt: string;
}

/** Posts per page when the caller does not say (seed section 9's default page size). */
export const BLOG_PER_PAGE = 10;

const posts = collection<BlogPost>('blogPosts');
const comments = collection<BlogComment>('blogComments');
const newestFirst = () => sortedBy(posts.all(), (post) => post.blogPosted, true);
const commentsOf = (postId: number) =>
  sortedBy(
    comments.all().filter((c) => c.postId === postId),
    (c) => c.commentedAt,
  );
const postOf = (request: Request) => posts.find(parseId(new URL(request.url).searchParams.get('id') ?? undefined) ?? 0);

const listItem = ({ content: _content, slug: _slug, ...post }: BlogPost) => ({
  ...post,
  comment: commentsOf(post.id).length,
});

const editRecord = (post: BlogPost) => ({
  id: post.id,
  blogTitle: post.title,
  blogCategories: post.tags as BlogEdit['blogCategories'],
  slug: post.slug,
  status: post.status as BlogEdit['status'],
  excerpt: post.excerpt,
  content: post.content,
  featuredImage: post.img,
  avatar: post.avatar,
  userFullName: post.userFullName,
  createdTime: post.blogPosted,
});

const listQuery = z.object({
  q: textParam.optional(),
  category: z.enum(BLOG_CATEGORIES, 'Choose one of Fashion, Food, Gaming, Quote or Video').optional(),
  page: pageParam,
  perPage: perPageParam(BLOG_PER_PAGE),
});

export const handlers = [
  /** The list, newest first: `q` matches title or excerpt (case-insensitive), `category` one of the post's tags. */
  http.get('/blog/list/data', ({ request }) => {
    const parsed = parseQuery(request, listQuery);
    if (parsed.response) return parsed.response;
    const { q, category, page, perPage } = parsed.data;
    const matching = newestFirst().filter(
      (post) => matchesQuery(q, post.title, post.excerpt) && (!category || post.tags.includes(category)),
    );
    return ok({ posts: paginate(matching, perPage, page).map(listItem), total: matching.length, page, perPage });
  }),

  http.get('/blog/list/data/sidebar', () => {
    const all = newestFirst();
    return ok({
      recentPosts: all
        .slice(0, 4)
        .map(({ id, img, title, blogPosted }) => ({ id, img, title, createdTime: blogPosted })),
      categories: BLOG_CATEGORIES.map((category) => ({
        category,
        count: all.filter((post) => post.tags.includes(category)).length,
      })),
    });
  }),

  http.get('/blog/list/data/detail', ({ request }) => {
    const post = postOf(request);
    if (!post) return notFound('Blog post');
    const its = commentsOf(post.id);
    const { blogPosted, ...blog } = post;
    return ok({ blog: { ...blog, createdTime: blogPosted, comments: its.length }, comments: its });
  }),

  /** Leave a comment on a post: 201 with the comment, 400 with field messages, 404 for an unknown post. */
  http.post('/blog/list/data/detail/comment', async ({ request }) => {
    const post = postOf(request);
    if (!post) return notFound('Blog post');
    const parsed = await parseBody(request, blogCommentSchema);
    if (parsed.response) return parsed.response;
    const { name, email, website, comment } = parsed.data;
    return created(
      comments.insert({
        postId: post.id,
        userFullName: name,
        email,
        website,
        commentText: comment,
        commentedAt: new Date().toISOString(),
      }),
    );
  }),

  http.get('/blog/list/data/edit', ({ request }) => {
    const post = postOf(request);
    return post ? ok(editRecord(post)) : notFound('Blog post');
  }),

  /** Save the edit form (who may edit the blog): 200 with the saved record, 400 with field messages (also for a slug another post uses). Who may edit is the route guard's check: the demo data is the visitor's own copy in their browser. */
  http.put('/blog/list/data/edit', async ({ request }) => {
    const post = postOf(request);
    if (!post) return notFound('Blog post');
    const parsed = await parseBody(request, blogEditSchema);
    if (parsed.response) return parsed.response;
    const values = parsed.data;
    if (posts.all().some((other) => other.id !== post.id && other.slug === values.slug))
      return badRequest({ slug: 'blog.errors.slugTaken' });
    // Stored as the HTML policy leaves it; what remains must still have text.
    const content = sanitizeHtml(values.content);
    if (!textOfHtml(content)) return badRequest({ content: 'blog.errors.contentRequired' });
    const updated = posts.update(post.id, {
      title: values.blogTitle,
      tags: values.blogCategories,
      slug: values.slug,
      status: values.status,
      excerpt: values.excerpt,
      content,
      img: values.featuredImage,
    })!;
    return ok(editRecord(updated));
  }),
];
