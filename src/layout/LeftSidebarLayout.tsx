import { useState, type ReactNode } from 'react';
import { Box, Drawer, IconButton, Paper, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslate } from 'react-admin';

interface Props {
  sidebar: ReactNode;
  children: ReactNode;
  sidebarWidth?: number;
}

/**
 * The content layout of the email, to-do and chat apps: a sidebar beside the content, which becomes a drawer on
 * small screens.
 */
export function LeftSidebarLayout({ sidebar, children, sidebarWidth = 260 }: Props) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('lg'));
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Paper sx={{ display: 'flex', minHeight: 'calc(100vh - 180px)', overflow: 'hidden' }} data-testid="left-sidebar-layout">
      {small ? (
        <Drawer open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: sidebarWidth } } }}>
          <Box onClick={() => setOpen(false)}>{sidebar}</Box>
        </Drawer>
      ) : (
        <Box component="aside" sx={{ width: sidebarWidth, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider' }}>
          {sidebar}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {small && (
          <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
            <IconButton aria-label={translate('app.menu.open')} onClick={() => setOpen(true)}><MenuIcon /></IconButton>
          </Box>
        )}
        {children}
      </Box>
    </Paper>
  );
}
