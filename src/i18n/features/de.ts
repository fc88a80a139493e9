import type { MessageTree } from '../types';

/** Every feature's de message file by path, in one lazily loaded chunk (src/i18n/messages.ts). */
export default import.meta.glob<MessageTree>(['/src/**/i18n/de.ts', '/resources/**/i18n/de.ts'], { eager: true, import: 'default' });
