import { api } from '@/data/api';

export interface ProfileComment {
  id: number;
  postId: number;
  userFullName: string;
  avatar: string;
  comment: string;
  commentedAt: string;
}
export interface ProfilePost {
  id: number;
  authorName: string;
  avatar: string;
  postTime: string;
  postText: string;
  postImg: string | null;
  likes: number;
  youLiked: boolean;
  comments: ProfileComment[];
}
export interface PollOption {
  id: number;
  label: string;
  votes: number;
}
export interface Poll {
  id: number;
  question: string;
  votedOptionId: number | null;
  options: PollOption[];
}
export interface SuggestedPage {
  id: number;
  username: string;
  subtitle: string;
  avatar: string;
  favorite: boolean;
}
export interface PostsPage {
  posts: ProfilePost[];
  total: number;
}
export interface ProfileData extends PostsPage {
  header: { fullName: string; username: string; avatar: string; designation: string; coverImg: string };
  userAbout: { about: string; joined: string; lives: string; email: string; website: string };
  suggestedPages: SuggestedPage[];
  photos: Array<{ id: number; img: string; title: string }>;
  polls: Poll[];
}

export const fetchProfile = () => api.get<ProfileData>('/profile/data');
export const fetchPosts = (offset: number, limit: number) =>
  api.get<PostsPage>('/profile/data/posts', { query: { offset, limit } });
export const toggleLike = (postId: number) => api.post<ProfilePost>(`/profile/data/posts/${postId}/like`);
export const addComment = (postId: number, comment: string) =>
  api.post<ProfileComment>(`/profile/data/posts/${postId}/comments`, { comment });
export const vote = (pollId: number, optionId: number) =>
  api.post<Poll>(`/profile/data/polls/${pollId}/vote`, { optionId });
export const toggleFavorite = (pageId: number) =>
  api.post<SuggestedPage>(`/profile/data/suggested-pages/${pageId}/favorite`);
