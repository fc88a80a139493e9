import type { MessageTree } from '../types';

/**
 * Every other feature's pt message file by path: the template's demo screens (apps, pages, showcase, dashboards,
 * cards), loaded with the first of them (src/i18n/messages.ts). The admin's own folders are in ./admin/pt.ts.
 */
export default import.meta.glob<MessageTree>(['/src/**/i18n/pt.ts', '!/src/{admin-kit,layout,shared,mock,i18n}/**'], {
  eager: true,
  import: 'default',
});
