import { describe, expect, it } from 'vitest';
import { internalLinkOf } from '@/shared/forms/LeaveGuard';

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
