import DeleteIcon from '@mui/icons-material/DeleteOutline';
import BackIcon from '@mui/icons-material/ArrowBack';
import { Button as MuiButton } from '@mui/material';
import { Button, useCanAccess, useListContext, useResourceContext } from 'react-admin';
import { useT } from '@/i18n/useT';
import { areaOf } from '../areas';

/** Whether the list shows the trash (its `trashed` filter). */
export const useInTrash = () => useListContext().filterValues?.trashed === true;

/**
 * Opens the area's trash, for who may delete; in the trash, leads back to the list. Labelled on every screen (a
 * phone's toolbar buttons are otherwise icons): a bin alone reads as "delete".
 */
export function TrashToggle() {
  const area = useResourceContext()!;
  const translate = useT();
  const { setFilters } = useListContext();
  const inTrash = useInTrash();
  const { canAccess } = useCanAccess({ action: 'delete', resource: area });
  if (areaOf(area).server?.readOnly || !canAccess) return null;
  return inTrash ? (
    <Button label="adminKit.trash.back" onClick={() => setFilters({}, [])}>
      <BackIcon />
    </Button>
  ) : (
    <MuiButton size="small" startIcon={<DeleteIcon />} onClick={() => setFilters({ trashed: true }, [])}>
      {translate('adminKit.trash.open')}
    </MuiButton>
  );
}
