import { areaMessageFiles, type LabelFiles } from '../../areaLabels';
import type { MessageTree } from '../../types';

/**
 * The admin's own fr strings, by path (the management screens, the layout, shared widgets, the demo API's notice),
 * and every area's fr labels: what a management screen needs beside the shell (src/i18n/messages.ts). The folders
 * are those ../fr.ts leaves out.
 */
const features = import.meta.glob<MessageTree>('/src/{admin-kit,layout,shared,mock}/**/i18n/fr.ts', {
  eager: true,
  import: 'default',
});
/** Each area's labels file with only its fr labels (`?locale`: scripts/i18n-shell-plugin.ts). */
const areaLabels = import.meta.glob<LabelFiles[string]>('/resources/*/labels.ts', {
  eager: true,
  import: 'default',
  query: { locale: 'fr' },
});

export default { ...features, ...areaMessageFiles(areaLabels, 'fr') };
