import { z } from 'zod';
import { TOO_LONG } from '@/mock/lib/limits';
import { dataUrlProblem } from '@/shared/imageFile';

/* Rules of the blog's edit form and comment form, shared by the screens and the mock API. Messages are i18n keys. */
const key = (name: string) => `blog.errors.${name}`;

export const BLOG_CATEGORIES = ['Fashion', 'Food', 'Gaming', 'Quote', 'Video'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const BLOG_STATUSES = ['Published', 'Pending', 'Draft'] as const;
/** The article's HTML, in characters. */
export const BLOG_CONTENT_MAX = 50_000;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** The visible text of some HTML, for "is the content empty?" checks. */
export const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const blogEditSchema = z.object({
  blogTitle: z.string().trim().min(1, key('titleRequired')).max(120, key('titleTooLong')),
  blogCategories: z.array(z.enum(BLOG_CATEGORIES, key('category'))).min(1, key('categoriesRequired')),
  slug: z
    .string()
    .trim()
    .min(1, key('slugRequired'))
    .max(120, key('slugTooLong'))
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, key('slugFormat')),
  status: z.enum(BLOG_STATUSES, key('status')),
  excerpt: z.string().trim().max(300, key('excerptTooLong')),
  content: z
    .string()
    .max(BLOG_CONTENT_MAX, TOO_LONG)
    .refine((html) => textOfHtml(html).length > 0, key('contentRequired')),
  featuredImage: z.string().superRefine((value, ctx) => {
    const problem = value ? dataUrlProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type BlogEdit = z.infer<typeof blogEditSchema>;

export const blogCommentSchema = z.object({
  name: z.string().trim().min(1, key('nameRequired')).max(80, key('nameTooLong')),
  email: z
    .string()
    .trim()
    .min(1, key('emailRequired'))
    .pipe(z.email(key('emailInvalid'))),
  website: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/.test(v), key('website')),
  comment: z.string().trim().min(1, key('commentRequired')).max(1000, key('commentTooLong')),
});
export type BlogCommentInput = z.infer<typeof blogCommentSchema>;
