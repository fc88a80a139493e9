import { areaMessageFiles } from '../areaLabels';
import type { MessageTree } from '../types';
import areaLabels from './areas';

/** Every feature's fr message file by path, and every area's fr labels, in one lazily loaded chunk (src/i18n/messages.ts). */
const features = import.meta.glob<MessageTree>('/src/**/i18n/fr.ts', { eager: true, import: 'default' });

export default { ...features, ...areaMessageFiles(areaLabels, 'fr') };
