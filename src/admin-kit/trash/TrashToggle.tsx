import DeleteIcon from '@mui/icons-material/DeleteOutline';
import BackIcon from '@mui/icons-material/ArrowBack';
import { Button, useCanAccess, useListContext, useResourceContext } from 'react-admin';
import { areaOf } from '../areas';

/** Whether the list shows the trash (its `trashed` filter). */
export const useInTrash = () => useListContext().filterValues?.trashed === true;

/** Opens the area's trash, for who may delete; in the trash, leads back to the list. */
export function TrashToggle() {
  const area = useResourceContext()!;
  const { setFilters } = useListContext();
  const inTrash = useInTrash();
  const { canAccess } = useCanAccess({ action: 'delete', resource: area });
  if (areaOf(area).server?.readOnly || !canAccess) return null;
  return inTrash ? (
    <Button label="adminKit.trash.back" onClick={() => setFilters({}, [])}>
      <BackIcon />
    </Button>
  ) : (
    <Button label="adminKit.trash.open" onClick={() => setFilters({ trashed: true }, [])}>
      <DeleteIcon />
    </Button>
  );
}
