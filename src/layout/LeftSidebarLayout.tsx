import { useState, type ReactNode } from 'react';
import { Box, Button, Drawer, Paper, useMediaQuery, useTheme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';

/** Below this the app would be too cramped to use: a shorter window scrolls instead. */
const PANE_MIN_HEIGHT = 420;

interface Props {
  sidebar: ReactNode;
  /** What the sidebar holds ("Folders"): names the button that opens it on small screens. */
  sidebarLabel: string;
  children: ReactNode;
  sidebarWidth?: number;
}

/**
 * The content layout of the email, to-do, chat and calendar apps: a sidebar beside the content, which becomes a drawer
 * on small screens. It takes the height it is given (the window's, for routes that fill it) and its parts scroll
 * inside.
 */
export function LeftSidebarLayout({ sidebar, sidebarLabel, children, sidebarWidth = 260 }: Props) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('lg'));
  const [open, setOpen] = useState(false);
  return (
    <Paper
      sx={{ display: 'flex', flex: 1, minHeight: PANE_MIN_HEIGHT, overflow: 'hidden' }}
      data-testid="left-sidebar-layout"
    >
      {small ? (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{ paper: { sx: { width: sidebarWidth, maxWidth: '85vw' } } }}
        >
          <Box onClick={() => setOpen(false)} sx={{ height: '100%' }}>
            {sidebar}
          </Box>
        </Drawer>
      ) : (
        <Box
          component="aside"
          sx={{ width: sidebarWidth, flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', overflowY: 'auto' }}
        >
          {sidebar}
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {small && (
          <Box sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <Button color="inherit" startIcon={<MenuIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
              {sidebarLabel}
            </Button>
          </Box>
        )}
        {children}
      </Box>
    </Paper>
  );
}
