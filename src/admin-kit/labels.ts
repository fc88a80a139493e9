import { useMemo } from 'react';
import { dynamicKey, type Translate } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

const humanize = (source: string) =>
  source
    .replace(/Id$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

/**
 * Labels follow react-admin's convention (`resources.<area>.fields.<field>`), falling back to labels shared by
 * every area (`adminKit.fields.<field>`: title, slug, status, ...), so the six content areas label their common
 * fields once.
 */
export function fieldLabel(translate: Translate, area: string, source: string): string {
  const path = source.split('.');
  const last = path[path.length - 1];
  return translate(dynamicKey(`resources.${area}.fields.${source}`), {
    _: translate(dynamicKey(`adminKit.fields.${last}`), { _: humanize(last) }),
  });
}

export function choiceLabel(translate: Translate, area: string, source: string, value: string): string {
  return translate(dynamicKey(`resources.${area}.choices.${source}.${value}`), {
    _: translate(dynamicKey(`adminKit.choices.${source}.${value}`), { _: value }),
  });
}

export function useLabels(area: string) {
  const translate = useT();
  return useMemo(
    () => ({
      field: (source: string) => fieldLabel(translate, area, source),
      choice: (source: string, value: string) => choiceLabel(translate, area, source, value),
    }),
    [translate, area],
  );
}
