// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blogEditSchema, slugify, textOfHtml } from '@/features/pages/blog/schemas';

describe('blog edit rules', () => {
  const valid = {
    blogTitle: 'T',
    blogCategories: ['Food'],
    slug: 'a-b',
    status: 'Draft',
    excerpt: '',
    content: '<p>x</p>',
    featuredImage: '',
  };

  it('makes a slug from a title', () => {
    expect(slugify('  Crème Brûlée: 10 Tips! ')).toBe('creme-brulee-10-tips');
  });

  it('treats content without visible text as empty', () => {
    expect(textOfHtml('<p> </p><p>&nbsp;</p>')).toBe('');
    expect(blogEditSchema.safeParse({ ...valid, content: '<p></p>' }).success).toBe(false);
    expect(blogEditSchema.safeParse(valid).success).toBe(true);
  });
});
