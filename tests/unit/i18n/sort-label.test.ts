import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { loadScreenMessages } from '@/i18n/messages';

/** What react-admin's sort button asks (DataTableHeadCell): it lower-cases the label's first letter itself. */
const sortLabel = (translate: ReturnType<typeof createI18nProvider>['translate'], field: string) =>
  translate('ra.sort.sort_by', {
    field,
    field_lower_first: field.charAt(0).toLowerCase() + field.slice(1),
    order: translate('ra.sort.ASC'),
  });

describe("a column's sort button label", () => {
  it('keeps an abbreviation in capitals ("Sort by ISO code", not "iSO code")', () => {
    const { translate } = createI18nProvider();
    expect(sortLabel(translate, 'ISO code')).toBe('Sort by ISO code ascending');
    expect(sortLabel(translate, 'Full name')).toBe('Sort by full name ascending');
  });

  it('keeps a German noun capitalised', async () => {
    const i18n = createI18nProvider();
    await loadScreenMessages('de');
    await i18n.changeLocale('de');
    expect(sortLabel(i18n.translate, 'Name')).toMatch(/^Nach Name sortieren/);
  });
});
