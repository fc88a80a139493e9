import { describe, expect, it } from 'vitest';
import { areaModels } from '@schemas/kit/registry';
import { EXPORT_LOCALES } from '@/contract/export';
import { listFieldsOf } from '@/contract/listQuery';
import { fieldLabel } from '@/admin-kit/labels';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { LOCALES } from '@/i18n/locales';
import { loadScreenMessages } from '@/i18n/messages';
import type { Translate } from '@/i18n/messageKeys';
import { FIELD_LABELS } from '@/contract/fieldLabels.generated';

/*
 * A CSV export's header row (GET /v1/{area}/export) names each field as the app's screens do, in each of the app's
 * languages: the server's copy of the labels (src/contract/fieldLabels.generated.ts) is what the app shows.
 */
const REGENERATE = 'the server’s copy of the labels is out of date: run `npm run labels:generate`';

describe("the export's field labels", () => {
  it('cover every language of the app', () => {
    expect([...EXPORT_LOCALES].sort()).toEqual(LOCALES.map(({ locale }) => locale).sort());
  });

  it.each(EXPORT_LOCALES)('are the labels the app shows in %s, for every field of every area', async (locale) => {
    const i18n = createI18nProvider();
    await loadScreenMessages(locale, 'admin');
    await i18n.changeLocale(locale);
    const translate = i18n.translate as Translate;
    const shown = Object.fromEntries(
      areaModels.map((model) => [
        model.name,
        Object.fromEntries(
          [...listFieldsOf(model).keys()].map((field) => [field, fieldLabel(translate, model.name, field)]),
        ),
      ]),
    );
    const copied = Object.fromEntries(Object.entries(FIELD_LABELS).map(([area, labels]) => [area, labels[locale]]));
    expect(copied, REGENERATE).toEqual(shown);
  });
});
