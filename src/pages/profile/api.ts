import { getJson, sendJson } from '@/shared/requestJson';

export interface ProfileComment { id: number; postId: number; userFullName: string; avatar: string; comment: string; commentedAt: string }
export interface ProfilePost {
  id: number; authorName: string; avatar: string; postTime: string; postText: string; postImg: string | null;
  likes: number; youLiked: boolean; comments: ProfileComment[];
}
export interface PollOption { id: number; label: string; votes: number }
export interface Poll { id: number; question: string; votedOptionId: number | null; options: PollOption[] }
export interface SuggestedPage { id: number; username: string; subtitle: string; avatar: string; favorite: boolean }
export interface PostsPage { posts: ProfilePost[]; total: number }
export interface ProfileData extends PostsPage {
  header: { fullName: string; username: string; avatar: string; designation: string; coverImg: string };
  userAbout: { about: string; joined: string; lives: string; email: string; website: string };
  suggestedPages: SuggestedPage[];
  photos: Array<{ id: number; img: string; title: string }>;
  polls: Poll[];
}

export const fetchProfile = () => getJson<ProfileData>('/profile/data');
export const fetchPosts = (offset: number, limit: number) => getJson<PostsPage>('/profile/data/posts', { offset, limit });
export const toggleLike = (postId: number) => sendJson<ProfilePost>('POST', `/profile/data/posts/${postId}/like`);
export const addComment = (postId: number, comment: string) => sendJson<ProfileComment>('POST', `/profile/data/posts/${postId}/comments`, { comment });
export const vote = (pollId: number, optionId: number) => sendJson<Poll>('POST', `/profile/data/polls/${pollId}/vote`, { optionId });
export const toggleFavorite = (pageId: number) => sendJson<SuggestedPage>('POST', `/profile/data/suggested-pages/${pageId}/favorite`);
