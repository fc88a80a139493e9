import AddIcon from '@mui/icons-material/Add';
import { Button as MuiButton } from '@mui/material';
import { Button, useCanAccess, useResourceContext } from 'react-admin';
import { useT } from '@/i18n/useT';
import { Link } from 'react-router-dom';

/**
 * Add a record, for who may store. In a toolbar it is a labelled button that becomes an icon with a tooltip on a phone;
 * `prominent`, it is always labelled. (react-admin's CreateButton floats over the customizer's button on small screens.)
 */
export function AddButton({ to, prominent = false }: { to: string; prominent?: boolean }) {
  const area = useResourceContext()!;
  const translate = useT();
  const { canAccess } = useCanAccess({ action: 'create', resource: area });
  if (!canAccess) return null;
  if (prominent) {
    return (
      <MuiButton variant="contained" component={Link} to={to} startIcon={<AddIcon />}>
        {translate('adminKit.actions.add')}
      </MuiButton>
    );
  }
  return (
    <Button component={Link} to={to} label="adminKit.actions.add">
      <AddIcon />
    </Button>
  );
}
