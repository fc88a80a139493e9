import { useNotify, type RaRecord } from 'react-admin';
import { areaKey, type Translate } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { areaOf } from './areas';

export type NoticeKind = 'created' | 'updated' | 'trashed' | 'restored' | 'purged';

/**
 * What a change to records of an area says: one record by its type and name ("Administrator Ada Owner created"),
 * several by their count and type ("3 Administrators moved to the trash"). Replaces react-admin's
 * "Element created / updated / deleted" in every area.
 */
export function recordNotice(
  translate: Translate,
  area: string,
  kind: NoticeKind,
  records: readonly RaRecord[],
  count = records.length,
) {
  const type = (smartCount: number) => translate(areaKey(area, 'name'), { smart_count: smartCount });
  const [only] = records;
  if (count === 1 && only) {
    const name = only[areaOf(area).representation];
    return {
      message: `adminKit.notify.${kind}`,
      messageArgs: { type: type(1), name: name == null || name === '' ? `#${only.id}` : String(name) },
    };
  }
  return { message: `adminKit.notify.many.${kind}`, messageArgs: { smart_count: count, type: type(count) } };
}

/** Tells, in green, what happened to records of `area`; `count` when only some of the records are at hand. */
export function useRecordNotice(area: string) {
  const notify = useNotify();
  const translate = useT();
  return (
    kind: NoticeKind,
    records: readonly RaRecord[],
    { count, undoable = false }: { count?: number; undoable?: boolean } = {},
  ) => {
    const { message, messageArgs } = recordNotice(translate, area, kind, records, count);
    notify(message, { type: 'success', messageArgs, undoable });
  };
}
