import type { MessageTree } from '../types';

/** Every feature's en message file by path, in one lazily loaded chunk (src/i18n/messages.ts). */
export default import.meta.glob<MessageTree>(['/src/**/i18n/en.ts', '/resources/**/i18n/en.ts'], { eager: true, import: 'default' });
