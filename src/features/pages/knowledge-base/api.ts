import { api } from '@/data/api';

export interface KbCard {
  id: number;
  category: string;
  title: string;
  desc: string;
  img: string;
}
export interface KbQuestionLink {
  id: number;
  question: string;
  slug: string;
}
export interface KbSection {
  id: number;
  title: string;
  icon: string;
  iconColor: string;
  questions: KbQuestionLink[];
}
export interface KbCategoryData {
  category: KbCard;
  sections: KbSection[];
}
export interface KbArticle {
  category: { category: string; title: string };
  title: string;
  lastUpdated: string;
  content: string;
  relatedQuestions: KbQuestionLink[];
}

export const kbPath = (category?: string, slug?: string) =>
  ['/pages/knowledge-base', category, slug]
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part!)))
    .join('/');

export const fetchKbCards = (q: string) =>
  api.get<KbCard[]>('/kb/data/knowledge_base', { query: { q: q.trim() || undefined } });
export const fetchKbCategory = (category: string) =>
  api.get<KbCategoryData>('/kb/data/category', { query: { category } });
export const fetchKbArticle = (category: string, slug: string) =>
  api.get<KbArticle>('/kb/data/question', { query: { category, slug } });
