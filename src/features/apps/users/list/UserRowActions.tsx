import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreIcon from '@mui/icons-material/MoreVert';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { ManagedUser } from '@/mock/types/users';

/** The row's menu: details, edit, delete (the page confirms a delete). */
export function UserRowActions({ user, onDelete }: { user: ManagedUser; onDelete: (user: ManagedUser) => void }) {
  const translate = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('appUsers.actions.menu', { name: user.fullName })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={Link} to={`/apps/users/view/${user.id}`} onClick={close}>
          <ListItemIcon>
            <ViewIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('appUsers.actions.view')}</ListItemText>
        </MenuItem>
        <MenuItem component={Link} to={`/apps/users/edit/${user.id}`} onClick={close}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('appUsers.actions.edit')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onDelete(user);
          }}
        >
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{translate('appUsers.actions.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
