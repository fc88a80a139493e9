import { http } from 'msw';
import { notFound, ok } from '../lib/responses';
import { collection } from '../lib/store';
import { matchesQuery } from '../lib/listing';

interface KbCategory {
  id: number;
  category: string;
  title: string;
  desc: string;
  img: string;
}
interface KbSection {
  id: number;
  category: string;
  title: string;
  icon: string;
  iconColor: string;
  order: number;
}
interface KbQuestion {
  id: number;
  category: string;
  sectionId: number;
  question: string;
  slug: string;
  lastUpdated: string;
  content: string;
}

const categories = collection<KbCategory>('kbCategories');
const sections = collection<KbSection>('kbSections');
const questions = collection<KbQuestion>('kbQuestions');
const link = ({ id, question, slug }: KbQuestion) => ({ id, question, slug });
const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? '';

/** Landing cards; with `q`, the categories whose title or description, or one of whose questions, contains it. */
export function searchKnowledgeBase(q: string): KbCategory[] {
  const all = questions.all();
  return categories
    .all()
    .filter(
      (c) =>
        matchesQuery(q, c.title, c.desc) ||
        all.some((question) => question.category === c.category && matchesQuery(q, question.question)),
    );
}

export const handlers = [
  http.get('/kb/data/knowledge_base', ({ request }) => ok(searchKnowledgeBase(param(request, 'q')))),

  /** One category: its card and its sections with their questions; 404 for an unknown category. */
  http.get('/kb/data/category', ({ request }) => {
    const slug = param(request, 'category');
    const category = categories.all().find((c) => c.category === slug);
    if (!category) return notFound('Category');
    const all = questions.all();
    return ok({
      category,
      sections: sections
        .all()
        .filter((s) => s.category === slug)
        .sort((a, b) => a.order - b.order)
        .map((section) => ({
          ...section,
          questions: all.filter((q) => q.sectionId === section.id).map(link),
        })),
    });
  }),

  /** One article, with the other questions of its section as related ones; 404 for an unknown category or slug. */
  http.get('/kb/data/question', ({ request }) => {
    const category = categories.all().find((c) => c.category === param(request, 'category'));
    if (!category) return notFound('Category');
    const all = questions.all();
    const question = all.find((q) => q.category === category.category && q.slug === param(request, 'slug'));
    if (!question) return notFound('Question');
    return ok({
      category: { category: category.category, title: category.title },
      title: question.question,
      lastUpdated: question.lastUpdated,
      content: question.content,
      relatedQuestions: all.filter((q) => q.sectionId === question.sectionId && q.id !== question.id).map(link),
    });
  }),
];
