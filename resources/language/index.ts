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
  menu: { icon: LanguageIcon, order: 5 },
  server: { unique: [['code']], exactlyOne: 'isDefault' },
  exampleId: 1,
});
