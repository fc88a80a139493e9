import LanguageIcon from '@mui/icons-material/TranslateOutlined';
import { defineResource } from '@/admin-kit/declaration';

/** Content languages; exactly one is the default. */
export default defineResource({
  name: 'language',
  schema: () => import('./schema').then((m) => m.languageSchema),
  views: ['list', 'add', 'edit'],
  list: {
    columns: ['code', 'name', 'nativeName', 'direction', 'active', 'isDefault'],
    sort: { field: 'name', order: 'ASC' },
    search: ['code', 'name', 'nativeName'],
    filters: ['direction', 'active'],
  },
  representation: 'name',
  // The code shows the language it names as it is typed, and the list marks a code no language is known by.
  widgets: {
    code: {
      input: () => import('./widgets/languageCode').then((m) => ({ default: m.LanguageCodeInput })),
      value: () => import('./widgets/languageCode').then((m) => ({ default: m.LanguageCodeValue })),
    },
  },
  menu: { icon: LanguageIcon, order: 5 },
  server: { unique: [['code']], exactlyOne: 'isDefault' },
  exampleId: 1,
});
