import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { loadScreenMessages } from '@/i18n/messages';

/* A date filter's two inputs are labelled from the field's label: they read naturally whatever the field's name. */
describe("a date filter's labels", () => {
  it.each([
    ['en', 'When', 'When: from', 'When: until'],
    ['de', 'Wann', 'Wann: ab', 'Wann: bis'],
    ['fr', 'Quand', 'Quand : depuis le', 'Quand : jusqu’au'],
    ['pt', 'Quando', 'Quando: desde', 'Quando: até'],
  ] as const)('in %s', async (locale, field, from, until) => {
    const i18n = createI18nProvider();
    if (locale !== 'en') {
      await loadScreenMessages(locale);
      await i18n.changeLocale(locale);
    }
    expect(i18n.translate('adminKit.list.from', { field })).toBe(from);
    expect(i18n.translate('adminKit.list.until', { field })).toBe(until);
    // Not "Quand à partir du".
    expect(i18n.translate('adminKit.list.from', { field })).not.toMatch(/à partir du$/);
  });
});
