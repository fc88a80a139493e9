import { areaMessageFiles } from '../../areaLabels';
import type { MessageTree } from '../../types';
import areaLabels from '../areas';

/**
 * The admin's own en strings, by path (the management screens, the layout, shared widgets, the demo API's notice),
 * and every area's en labels: what a management screen needs beside the shell (src/i18n/messages.ts). The folders
 * are those ../en.ts leaves out.
 */
const features = import.meta.glob<MessageTree>('/src/{admin-kit,layout,shared,mock}/**/i18n/en.ts', { eager: true, import: 'default' });

export default { ...features, ...areaMessageFiles(areaLabels, 'en') };
