import { api } from '@/data/api';

export interface FaqEntry {
  question: string;
  ans: string;
}
export interface FaqCategory {
  icon: string;
  title: string;
  subtitle: string;
  qandA: FaqEntry[];
}
export interface FaqData {
  faqData: Record<string, FaqCategory>;
  contact: { phone: string; email: string };
}

/** GET /faq/data: categories keyed by name; with `q`, only matching questions and categories that have one. */
export const fetchFaq = (q: string) => api.get<FaqData>('/faq/data', { query: { q: q.trim() || undefined } });
