import { api } from '@/data/api';
import type { BlogCommentInput, BlogEdit } from './schemas';

export interface BlogListItem {
  id: number;
  img: string;
  title: string;
  avatar: string;
  userFullName: string;
  blogPosted: string;
  tags: string[];
  excerpt: string;
  comment: number;
  status: string;
}
export interface BlogList {
  posts: BlogListItem[];
  total: number;
  page: number;
  perPage: number;
}
export interface BlogSidebarData {
  recentPosts: Array<{ id: number; img: string; title: string; createdTime: string }>;
  categories: Array<{ category: string; count: number }>;
}
export interface BlogComment {
  id: number;
  postId: number;
  userFullName: string;
  avatar?: string;
  commentText: string;
  commentedAt: string;
  website?: string;
}
export interface BlogDetail {
  blog: {
    id: number;
    img: string;
    title: string;
    avatar: string;
    userFullName: string;
    createdTime: string;
    tags: string[];
    content: string;
    status: string;
    comments: number;
  };
  comments: BlogComment[];
}
export type BlogEditRecord = BlogEdit & { id: number; avatar: string; userFullName: string; createdTime: string };
export interface BlogListQuery {
  q?: string;
  category?: string;
  page?: number;
  perPage?: number;
}

export const blogPath = {
  list: '/pages/blog/list',
  detail: (id: number | string) => `/pages/blog/${id}`,
  edit: (id: number | string) => `/pages/blog/edit/${id}`,
};

export const fetchBlogList = (query: BlogListQuery) => api.get<BlogList>('/blog/list/data', { query: { ...query } });
export const fetchBlogSidebar = () => api.get<BlogSidebarData>('/blog/list/data/sidebar');
export const fetchBlogDetail = (id: string) => api.get<BlogDetail>('/blog/list/data/detail', { query: { id } });
export const postBlogComment = (id: string, comment: BlogCommentInput) =>
  api.post<BlogComment>('/blog/list/data/detail/comment', comment, { query: { id } });
export const fetchBlogEdit = (id: string) => api.get<BlogEditRecord>('/blog/list/data/edit', { query: { id } });
export const saveBlogEdit = (id: string, values: BlogEdit) =>
  api.put<BlogEditRecord>('/blog/list/data/edit', values, { query: { id } });
