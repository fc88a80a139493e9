import { useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { declarationOf } from '../registry';

/**
 * After a save: a success message that names the record ("Administrator Ada Owner created"), then the record's
 * detail page when the area has one, else the list. Replaces react-admin's "Element created" in every area.
 */
export function useSavedNotice(area: string, kind: 'created' | 'updated') {
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const declaration = declarationOf(area);
  return (data: RaRecord) => {
    const name = data[declaration.representation];
    notify(`adminKit.notify.${kind}`, {
      type: 'success',
      messageArgs: { type: translate(`resources.${area}.name`, { smart_count: 1 }), name: name == null ? `#${data.id}` : String(name) },
    });
    redirect(declaration.paths.show ? 'show' : 'list', area, data.id, data);
  };
}
