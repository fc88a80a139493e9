import { areaMessageFiles, type LabelFiles } from '../../areaLabels';
import type { MessageTree } from '../../types';

/**
 * The admin's own en strings, by path (the management screens, the layout, shared widgets, the demo API's notice),
 * and every area's en labels: what a management screen needs beside the shell (src/i18n/messages.ts). The folders
 * are those ../en.ts leaves out.
 */
const features = import.meta.glob<MessageTree>('/src/{admin-kit,layout,shared,mock}/**/i18n/en.ts', {
  eager: true,
  import: 'default',
});
/** Each area's labels file with only its en labels (`?locale`: scripts/i18n-shell-plugin.ts). */
const areaLabels = import.meta.glob<LabelFiles[string]>('/resources/*/labels.ts', {
  eager: true,
  import: 'default',
  query: { locale: 'en' },
});

export default { ...features, ...areaMessageFiles(areaLabels, 'en') };
