import { useCanAccess, type Identifier } from 'react-admin';
import { areaOf } from '../areas';
import { recordPathOf } from '../declaration';

/**
 * Where a record leads from its list: its edit page for who may edit it, else its detail page for who may read it
 * (a reader never meets an edit page that refuses them).
 */
export function useRecordPath(area: string) {
  const declaration = areaOf(area);
  const { canAccess: canShow } = useCanAccess({ action: 'show', resource: area });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: area });
  return (id: Identifier) =>
    recordPathOf(area, declaration.paths, id, { edit: Boolean(canEdit), show: Boolean(canShow) });
}
