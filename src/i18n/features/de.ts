import { areaMessageFiles } from '../areaLabels';
import type { MessageTree } from '../types';
import areaLabels from './areas';

/** Every feature's de message file by path, and every area's de labels, in one lazily loaded chunk (src/i18n/messages.ts). */
const features = import.meta.glob<MessageTree>('/src/**/i18n/de.ts', { eager: true, import: 'default' });

export default { ...features, ...areaMessageFiles(areaLabels, 'de') };
