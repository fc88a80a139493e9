import { http } from 'msw';
import { ok } from '../lib/responses';
import { collection, single } from '../lib/store';
import { matchesQuery } from '../lib/listing';

interface FaqEntry {
  question: string;
  ans: string;
}
interface FaqCategory {
  id: number;
  key: string;
  order: number;
  icon: string;
  title: string;
  subtitle: string;
  qandA: FaqEntry[];
}
type FaqCategoryOut = Omit<FaqCategory, 'id' | 'key' | 'order'>;

/**
 * The FAQ categories keyed by name. With `q`: only the questions whose text contains it (case-insensitive), and only
 * the categories left with at least one (seed section 5).
 */
export function searchFaq(categories: FaqCategory[], q: string): Record<string, FaqCategoryOut> {
  const result: Record<string, FaqCategoryOut> = {};
  for (const { id: _id, key, order: _order, ...category } of [...categories].sort((a, b) => a.order - b.order)) {
    const qandA = category.qandA.filter((entry) => matchesQuery(q, entry.question));
    if (qandA.length) result[key] = { ...category, qandA };
  }
  return result;
}

export const handlers = [
  http.get('/faq/data', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    return ok({
      faqData: searchFaq(collection<FaqCategory>('faqCategories').all(), q),
      contact: single<{ phone: string; email: string }>('faqContact').get(),
    });
  }),
];
