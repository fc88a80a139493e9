import type { ReactNode } from 'react';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useT } from '@/i18n/useT';
import type { NavbarColor, NavbarType } from '../settings';
import { Bookmarks } from './Bookmarks';
import { CartButton } from './CartButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NotificationsMenu } from './NotificationsMenu';
import { SearchDialog } from './SearchDialog';
import { SkinToggle } from './SkinToggle';
import { UserMenu } from './UserMenu';

const COLORS: Record<NavbarColor, string> = {
  default: 'background.paper',
  primary: 'primary.main',
  secondary: 'secondary.main',
  success: 'success.main',
  error: 'error.main',
  info: 'info.main',
  warning: 'warning.main',
  dark: 'grey.900',
};

interface Props {
  type: NavbarType;
  color: NavbarColor;
  onMenuClick?: () => void;
  brand?: ReactNode;
}

export function Navbar({ type, color, onMenuClick, brand }: Props) {
  const translate = useT();
  if (type === 'hidden') return null;
  const floating = type === 'floating';
  return (
    <AppBar
      data-navbar-type={type}
      data-navbar-color={color}
      color="inherit"
      position={type === 'static' ? 'static' : 'sticky'}
      sx={{
        bgcolor: COLORS[color],
        color: color === 'default' ? 'text.primary' : 'common.white',
        ...(floating ? { top: 12, mx: { xs: 1, sm: 3 }, mt: 1.5, width: 'auto', borderRadius: 1.5 } : {}),
      }}
    >
      {/* On a phone the buttons' own padding spaces them: a gap more and they would be squeezed into each other. */}
      <Toolbar sx={{ gap: { xs: 0, sm: 0.5 }, '& > *': { flexShrink: 0 } }}>
        {onMenuClick && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={translate('app.menu.open')}
            onClick={onMenuClick}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        {brand}
        <Bookmarks />
        <Box sx={{ flex: 1, flexShrink: 1 }} />
        <SearchDialog />
        <LanguageSwitcher />
        <SkinToggle />
        <CartButton />
        <NotificationsMenu />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
