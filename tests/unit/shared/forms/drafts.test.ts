import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, draftKeyOf, readDraft, saveDraft } from '@/shared/forms/drafts';
import { hasUnsavedWork, markDirty } from '@/shared/forms/dirtyForms';

describe('form drafts in session storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a draft per page and form, and forgets it when cleared', () => {
    const key = draftKeyOf({ pathname: '/language/2', search: '' }, 'form');
    saveDraft(key, { nativeName: 'Deutsch (neu)' });
    expect(readDraft(key)?.values).toEqual({ nativeName: 'Deutsch (neu)' });
    expect(readDraft(draftKeyOf({ pathname: '/language/3' }))).toBeNull();
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('drops a draft that cannot be read or is older than a day', () => {
    sessionStorage.setItem('draft:/a#form', '{not json');
    expect(readDraft('/a#form')).toBeNull();
    expect(sessionStorage.getItem('draft:/a#form')).toBeNull();
    vi.useFakeTimers();
    saveDraft('/b#form', { x: 1 });
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    expect(readDraft('/b#form')).toBeNull();
    vi.useRealTimers();
  });

  it('a full storage loses the draft, never the form', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveDraft('/c#form', { big: 'x' })).not.toThrow();
    setItem.mockRestore();
  });

  it('knows whether any form on the page holds unsaved work', () => {
    const one = Symbol('one');
    const two = Symbol('two');
    markDirty(one, true);
    markDirty(two, true);
    markDirty(one, false);
    expect(hasUnsavedWork()).toBe(true);
    markDirty(two, false);
    expect(hasUnsavedWork()).toBe(false);
  });
});
