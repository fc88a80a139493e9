import { areaMessageFiles, type LabelFiles } from '../../areaLabels';
import type { MessageTree } from '../../types';

/**
 * The admin's own de strings, by path (the management screens, the layout, shared widgets, the demo API's notice),
 * and every area's de labels: what a management screen needs beside the shell (src/i18n/messages.ts). The folders
 * are those ../de.ts leaves out.
 */
const features = import.meta.glob<MessageTree>('/src/{admin-kit,layout,shared,mock}/**/i18n/de.ts', {
  eager: true,
  import: 'default',
});
/** Each area's labels file with only its de labels (`?locale`: scripts/i18n-shell-plugin.ts). */
const areaLabels = import.meta.glob<LabelFiles[string]>('/resources/*/labels.ts', {
  eager: true,
  import: 'default',
  query: { locale: 'de' },
});

export default { ...features, ...areaMessageFiles(areaLabels, 'de') };
