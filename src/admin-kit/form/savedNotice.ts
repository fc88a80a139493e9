import { useRedirect, type RaRecord } from 'react-admin';
import { useRecordNotice } from '../recordNotice';
import { afterSaveOf } from '../declaration';
import { declarationOf } from '../registry';

/**
 * After a save: a success message that names the record ("Administrator Ada Owner created"), then the record's
 * detail page when the area has one, else the list.
 */
export function useSavedNotice(area: string, kind: 'created' | 'updated') {
  const redirect = useRedirect();
  const notice = useRecordNotice(area);
  const declaration = declarationOf(area);
  return (data: RaRecord) => {
    notice(kind, [data]);
    redirect(afterSaveOf(declaration), area, data.id, data);
  };
}
