import { useCallback } from 'react';
import { dynamicKey, type KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

/**
 * Validation messages travel through zod and react-hook-form as plain strings, so a rule's message is its key under
 * `showcaseForms.rules` plus its numbers in query form (`minLength?min=3`); the form translates it where it is shown.
 */
export type RuleKey = KeysUnder<'showcaseForms.rules'>;

export const ruleMessage = (key: RuleKey, params?: Record<string, string | number>) =>
  params ? `${key}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : key;

/** Translates a rule message (see `ruleMessage`); undefined stays undefined so it can feed `helperText` directly. */
export function useRuleTranslate() {
  const translate = useT();
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const [key, query = ''] = message.split('?');
      return translate(dynamicKey(`showcaseForms.rules.${key}`), Object.fromEntries(new URLSearchParams(query)));
    },
    [translate],
  );
}
