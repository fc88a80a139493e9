import { useLocaleState, useNotify } from 'react-admin';
import { API_ERRORS, type RecordUse } from '@/contract/types';
import { areaKey, type Translate } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

/*
 * What a refused delete says. A record still in use names who uses it and how many ("Cannot delete: still used by
 * 1 Administrator"), from the server's `usedBy`; any other refusal says its own message, as react-admin would.
 */

const usesOf = (body: unknown): RecordUse[] => {
  const usedBy = (body as { usedBy?: unknown } | null)?.usedBy;
  return Array.isArray(usedBy)
    ? usedBy.filter(
        (use): use is RecordUse =>
          typeof (use as RecordUse)?.area === 'string' && typeof (use as RecordUse)?.count === 'number',
      )
    : [];
};

/** The message key and arguments for a refused delete; `locale` joins several areas ("1 Role and 2 Users"). */
export function deleteErrorNotice(
  translate: Translate,
  locale: string,
  error: unknown,
): { message: string; messageArgs?: Record<string, unknown> } {
  const { message, body } = (error ?? {}) as { message?: string; body?: unknown };
  const uses = usesOf(body);
  if (message === API_ERRORS.inUse && uses.length) {
    const parts = uses.map(
      ({ area, count }) => `${count} ${translate(areaKey(area, 'name'), { smart_count: count, _: area })}`,
    );
    const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
    return { message: 'adminKit.errors.inUseBy', messageArgs: { uses: list } };
  }
  return { message: message || 'ra.notification.http_error' };
}

/** An `onError` for delete mutations that tells what was refused and why. */
export function useDeleteErrorNotice() {
  const notify = useNotify();
  const translate = useT();
  const [locale] = useLocaleState();
  return (error: unknown) => {
    const { message, messageArgs } = deleteErrorNotice(translate, locale, error);
    notify(message, { type: 'error', messageArgs });
  };
}
