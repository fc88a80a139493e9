import { describe, expect, it } from 'vitest';
import { dataUrlProblem, imageFileProblem, MAX_IMAGE_BYTES } from '@/shared/imageFile';
import { internalLinkOf } from '@/shared/forms/LeaveGuard';
import { pollShares } from '@/pages/profile/pollResults';
import { blogEditSchema, slugify, textOfHtml } from '@/pages/blog/schemas';

describe('image uploads', () => {
  it('accepts JPG, GIF and PNG up to 800 kB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/gif', size: 10 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBe('shared.image.wrongType');
    expect(imageFileProblem({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('shared.image.tooLarge');
  });

  it('checks an uploaded data URL on the server side too', () => {
    expect(dataUrlProblem('data:image/png;base64,AAAA')).toBeNull();
    expect(dataUrlProblem(`data:image/png;base64,${'A'.repeat(1_100_000)}`)).toBe('shared.image.tooLarge');
    expect(dataUrlProblem('data:text/html;base64,AAAA')).toBe('shared.image.wrongType');
    expect(dataUrlProblem('javascript:alert(1)')).toBe('shared.image.wrongType');
    expect(dataUrlProblem('https://example.com/a.png')).toBeNull();
  });
});

describe('internalLinkOf (the unsaved-changes warning)', () => {
  const click = (html: string, init: MouseEventInit = {}) => {
    document.body.innerHTML = html;
    const event = new MouseEvent('click', { bubbles: true, button: 0, ...init });
    Object.defineProperty(event, 'target', { value: document.querySelector('span, a') });
    return internalLinkOf(event);
  };

  it('catches a plain click on a link to another page of the app', () => {
    expect(click('<a href="/pages/faq"><span>FAQ</span></a>')).toBe('/pages/faq');
  });

  it('lets through new tabs, modified clicks, other sites and the current page', () => {
    expect(click('<a href="/pages/faq" target="_blank">x</a>')).toBeNull();
    expect(click('<a href="/pages/faq">x</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a href="https://example.com/">x</a>')).toBeNull();
    expect(click(`<a href="${window.location.pathname}">x</a>`)).toBeNull();
  });
});

describe('pollShares', () => {
  it('gives each option its share in whole percent, 0 when nobody voted', () => {
    expect(pollShares([{ id: 1, label: 'a', votes: 1 }, { id: 2, label: 'b', votes: 3 }]).map((o) => o.percent)).toEqual([25, 75]);
    expect(pollShares([{ id: 1, label: 'a', votes: 0 }]).map((o) => o.percent)).toEqual([0]);
  });
});

describe('blog edit rules', () => {
  const valid = { blogTitle: 'T', blogCategories: ['Food'], slug: 'a-b', status: 'Draft', excerpt: '', content: '<p>x</p>', featuredImage: '' };

  it('makes a slug from a title', () => {
    expect(slugify('  Crème Brûlée: 10 Tips! ')).toBe('creme-brulee-10-tips');
  });

  it('treats content without visible text as empty', () => {
    expect(textOfHtml('<p> </p><p>&nbsp;</p>')).toBe('');
    expect(blogEditSchema.safeParse({ ...valid, content: '<p></p>' }).success).toBe(false);
    expect(blogEditSchema.safeParse(valid).success).toBe(true);
  });
});
