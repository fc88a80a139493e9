import { defineArea } from '@/admin-kit/declaration';

/** Content languages; exactly one is the default. */
export default defineArea({
  name: 'language',
  model: () => import('@schemas/language'),
  views: ['list', 'add', 'edit', 'show'],
  // Edited through the list; the detail page is for those who may only read.
  afterSave: 'list',
  list: {
    columns: ['code', 'name', 'nativeName', 'direction', 'active', 'isDefault'],
  },
  representation: 'name',
  // "English" reads "Englisch" in a German screen: named by its code's name in the reader's language.
  shownName: { type: 'language', code: 'code' },
  // The code shows the language it names as it is typed, and the list marks a code no language is known by.
  widgets: {
    code: {
      input: () => import('./widgets/languageCode').then((m) => ({ default: m.LanguageCodeInput })),
      value: () => import('./widgets/languageCode').then((m) => ({ default: m.LanguageCodeValue })),
    },
  },
  menu: { icon: 'TranslateOutlined' },
  exampleId: 1,
});
