import { useState } from 'react';
import { Avatar, Box, Button, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import PersonIcon from '@mui/icons-material/PersonOutline';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link } from 'react-router-dom';
import { useLogout } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useSessionUser } from '@/auth/session';

export function UserMenu() {
  const translate = useT();
  const user = useSessionUser();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) {
    return (
      <Button color="inherit" component={Link} to="/login">
        {translate('app.navbar.signIn')}
      </Button>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={user.fullName}
        aria-haspopup="menu"
        sx={{ textAlign: 'end', gap: 1, minWidth: 0, px: { xs: 0.5, sm: 1 } }}
      >
        <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}>
          <Typography variant="body2" fontWeight={600}>
            {user.fullName}
          </Typography>
          {/* The role's own name ("Editor"); a session from before roles had names shows its kind. */}
          <Typography variant="caption" sx={user.roleName ? undefined : { textTransform: 'capitalize' }}>
            {user.roleName ?? user.role}
          </Typography>
        </Box>
        <Avatar src={user.avatar || undefined} alt={user.fullName} sx={{ width: 36, height: 36 }}>
          {user.fullName.charAt(0)}
        </Avatar>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem component={Link} to="/pages/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.navbar.profile')}
        </MenuItem>
        <MenuItem component={Link} to="/pages/account-setting" onClick={close}>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.navbar.settings')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.navbar.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
