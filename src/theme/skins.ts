import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { LayoutType, Skin } from '@/layout/settings';

const PRIMARY = '#7367f0';

const shared: ThemeOptions = {
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: '"Montserrat", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    fontSize: 14,
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.75rem', fontWeight: 600 },
    h3: { fontSize: '1.5rem', fontWeight: 600 },
    h4: { fontSize: '1.3rem', fontWeight: 600 },
    h5: { fontSize: '1.1rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#82868b' },
    success: { main: '#28c76f' },
    error: { main: '#ea5455' },
    warning: { main: '#ff9f43' },
    info: { main: '#00cfe8' },
  },
};

const lightPalette: ThemeOptions['palette'] = {
  mode: 'light',
  background: { default: '#f8f8f8', paper: '#ffffff' },
  text: { primary: '#5e5873', secondary: '#6e6b7b' },
};

const darkPalette: ThemeOptions['palette'] = {
  mode: 'dark',
  background: { default: '#161d31', paper: '#283046' },
  text: { primary: '#d0d2d6', secondary: '#b4b7bd' },
  divider: '#3b4253',
};

function build(palette: ThemeOptions['palette'], bordered: boolean, direction: 'ltr' | 'rtl'): Theme {
  return createTheme({
    ...shared,
    direction,
    palette: { ...shared.palette, ...palette },
    components: {
      MuiPaper: bordered
        ? { defaultProps: { elevation: 0 }, styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }) } }
        : { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiAppBar: { defaultProps: { elevation: bordered ? 0 : 2 } },
      MuiCard: { defaultProps: { elevation: bordered ? 0 : 1 } },
    },
  });
}

export interface SkinThemes {
  /** The theme for the page content and navbar. */
  main: Theme;
  /** The theme for the vertical menu (dark on semi-dark). */
  menu: Theme;
}

/**
 * Semi-dark keeps the content light and darkens only the vertical menu; with the horizontal layout there is no
 * side menu, so it falls back to light.
 */
export function themesFor(skin: Skin, layoutType: LayoutType, rtl: boolean): SkinThemes {
  const direction = rtl ? 'rtl' : 'ltr';
  const effective: Skin = skin === 'semi-dark' && layoutType === 'horizontal' ? 'light' : skin;
  const main = build(effective === 'dark' ? darkPalette : lightPalette, effective === 'bordered', direction);
  const menu = effective === 'semi-dark' ? build(darkPalette, false, direction) : main;
  return { main, menu };
}

/** The skin that actually applies, after the semi-dark fallback. */
export function effectiveSkin(skin: Skin, layoutType: LayoutType): Skin {
  return skin === 'semi-dark' && layoutType === 'horizontal' ? 'light' : skin;
}
