import type { MessageTree } from '../types';

/** Every feature's pt message file by path, in one lazily loaded chunk (src/i18n/messages.ts). */
export default import.meta.glob<MessageTree>(['/src/**/i18n/pt.ts', '/resources/**/i18n/pt.ts'], { eager: true, import: 'default' });
