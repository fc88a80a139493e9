import { useState, type ReactNode } from 'react';
import { Box, Drawer, Paper, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { RouteEntry } from '@/routes/types';
import { Brand } from './Brand';
import { ContentArea, fillsWindow } from './ContentArea';
import { Footer } from './Footer';
import { HorizontalMenu } from './menu/HorizontalMenu';
import { VerticalMenu } from './menu/VerticalMenu';
import { Navbar } from './navbar/Navbar';
import { MENU_WIDTH } from './VerticalLayout';
import type { LayoutSettings } from './settings';

export function HorizontalLayout({
  settings,
  route,
  children,
}: {
  settings: LayoutSettings;
  route?: RouteEntry;
  children: ReactNode;
}) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const showMenu = !settings.menuHidden;
  return (
    <Box
      sx={{
        minHeight: '100vh',
        height: fillsWindow(route) ? '100dvh' : undefined,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
      data-layout="horizontal"
    >
      <Navbar
        type={settings.navbarType}
        color={settings.navbarColor}
        brand={<Brand compact={!desktop} />}
        onMenuClick={showMenu && !desktop ? () => setMobileOpen(true) : undefined}
      />
      {showMenu && desktop && (
        <Paper square elevation={1} sx={{ mx: { sm: 3 }, mt: 1.5, borderRadius: 1.5 }}>
          <HorizontalMenu />
        </Paper>
      )}
      {showMenu && !desktop && (
        <Drawer
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: MENU_WIDTH } } }}
        >
          <Box sx={{ p: 2 }}>
            <Brand />
          </Box>
          <VerticalMenu collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      )}
      <ContentArea settings={settings} route={route}>
        {children}
      </ContentArea>
      <Footer type={settings.footerType} />
    </Box>
  );
}
