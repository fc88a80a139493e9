import type { MessageTree } from '../types';

/** Every feature's fr message file by path, in one lazily loaded chunk (src/i18n/messages.ts). */
export default import.meta.glob<MessageTree>(['/src/**/i18n/fr.ts', '/resources/**/i18n/fr.ts'], { eager: true, import: 'default' });
