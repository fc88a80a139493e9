import type { Translate } from '@/i18n/messageKeys';
import { translateMessage } from '@/shared/useMessage';

/** Error state and translated helper text for a field (an i18n key, a key with arguments, or the server's text). */
export const errorProps = (error: { message?: string } | undefined, translate: Translate) => ({
  error: Boolean(error),
  helperText: error?.message ? translateMessage(translate, error.message) : undefined,
});
