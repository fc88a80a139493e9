import { useState, type ReactNode } from 'react';
import { Box, Drawer, IconButton, useMediaQuery } from '@mui/material';
import { HintTooltip } from './HintTooltip';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useT } from '@/i18n/useT';
import type { RouteEntry } from '@/routes/types';
import { Brand } from './Brand';
import { ContentArea, fillsWindow } from './ContentArea';
import { Footer } from './Footer';
import { VerticalMenu } from './menu/VerticalMenu';
import { Navbar } from './navbar/Navbar';
import { updateSettings, type LayoutSettings } from './settings';

export const MENU_WIDTH = 260;
export const MENU_COLLAPSED_WIDTH = 72;

interface Props {
  settings: LayoutSettings;
  route?: RouteEntry;
  menuTheme: Theme;
  children: ReactNode;
}

export function VerticalLayout({ settings, route, menuTheme, children }: Props) {
  const theme = useTheme();
  const translate = useT();
  const desktop = useMediaQuery(theme.breakpoints.up('lg'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const showMenu = !settings.menuHidden;
  const collapsed = settings.menuCollapsed && !hovered;
  const width = collapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH;

  const menuHeader = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 2 }}>
      <Brand compact={collapsed} />
      {desktop && !collapsed && (
        <HintTooltip title={translate(settings.menuCollapsed ? 'app.menu.expand' : 'app.menu.collapse')}>
          <IconButton
            size="small"
            aria-label={translate(settings.menuCollapsed ? 'app.menu.expand' : 'app.menu.collapse')}
            aria-pressed={!settings.menuCollapsed}
            onClick={() => updateSettings({ menuCollapsed: !settings.menuCollapsed })}
          >
            {settings.menuCollapsed ? (
              <RadioButtonUncheckedIcon fontSize="small" />
            ) : (
              <RadioButtonCheckedIcon fontSize="small" color="primary" />
            )}
          </IconButton>
        </HintTooltip>
      )}
    </Box>
  );

  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: '100vh',
        height: fillsWindow(route) ? '100dvh' : undefined,
        bgcolor: 'background.default',
      }}
      data-layout="vertical"
    >
      {showMenu && (
        <ThemeProvider theme={menuTheme}>
          {desktop ? (
            <Box
              component="aside"
              data-menu-collapsed={settings.menuCollapsed}
              sx={{
                width: settings.menuCollapsed ? MENU_COLLAPSED_WIDTH : MENU_WIDTH,
                flexShrink: 0,
                transition: 'width .2s',
              }}
            >
              <Box
                onMouseEnter={() => setHovered(true)}
                onMouseLeave={() => setHovered(false)}
                sx={{
                  position: 'fixed',
                  top: 0,
                  bottom: 0,
                  insetInlineStart: 0,
                  width,
                  overflowY: 'auto',
                  overflowX: 'hidden',
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  boxShadow: 2,
                  zIndex: (t) => t.zIndex.drawer,
                  transition: 'width .2s',
                }}
              >
                {menuHeader}
                <VerticalMenu collapsed={collapsed} />
              </Box>
            </Box>
          ) : (
            <Drawer
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              slotProps={{ paper: { sx: { width: MENU_WIDTH } } }}
            >
              {menuHeader}
              <VerticalMenu collapsed={false} onNavigate={() => setMobileOpen(false)} />
            </Drawer>
          )}
        </ThemeProvider>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar
          type={settings.navbarType}
          color={settings.navbarColor}
          onMenuClick={showMenu && !desktop ? () => setMobileOpen(true) : undefined}
          brand={showMenu && desktop ? undefined : <Brand compact />}
        />
        <ContentArea settings={settings} route={route}>
          {children}
        </ContentArea>
        <Footer type={settings.footerType} />
      </Box>
    </Box>
  );
}
