import { useCanAccess, type Identifier } from 'react-admin';
import { areaOf } from '../areas';

/**
 * Where a record leads from its list: its edit page for who may edit it, else its detail page for who may read it
 * (a reader never meets an edit page that refuses them).
 */
export function useRecordPath(area: string) {
  const declaration = areaOf(area);
  const { canAccess: canShow } = useCanAccess({ action: 'show', resource: area });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: area });
  return (id: Identifier) => {
    const path = `/${area}/${encodeURIComponent(String(id))}`;
    if (declaration.paths.edit && canEdit) return path;
    if (declaration.paths.show && canShow) return `${path}/show`;
    return false as const;
  };
}
