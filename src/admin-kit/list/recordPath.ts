import { useCanAccess, type Identifier } from 'react-admin';
import { areaOf } from '../areas';

/** Where a record leads from its list: its detail page when the area has one, else its edit page, for who may open it. */
export function useRecordPath(area: string) {
  const declaration = areaOf(area);
  const { canAccess: canShow } = useCanAccess({ action: 'show', resource: area });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: area });
  return (id: Identifier) => {
    if (declaration.paths.show && canShow) return `/${area}/${encodeURIComponent(String(id))}/show`;
    if (declaration.paths.edit && canEdit) return `/${area}/${encodeURIComponent(String(id))}`;
    return false as const;
  };
}
