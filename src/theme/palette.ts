import type { PaletteOptions } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface PaletteColor {
    /** The tone for text in this colour on the skin's surfaces: `main`, or a darker shade where `main` is too light. */
    text: string;
  }
  interface SimplePaletteColorOptions {
    text?: string;
  }
  interface Palette {
    /** Borders of form fields, which must stand out at 3:1 (WCAG 1.4.11). */
    inputBorder: string;
  }
  interface PaletteOptions {
    inputBorder?: string;
  }
}

/** The colours that take a `text` tone. */
export const TONED_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
export type TonedColor = (typeof TONED_COLORS)[number];

/*
 * The template's colours (primary #7367f0, secondary #82868b, error #ea5455) changed just enough for WCAG 2.1 AA:
 * text in them reads at 4.5:1 on paper and the default background, and so does their `contrastText` on them. In the
 * dark skin they are lighter, with dark text on filled buttons. Success, warning and info stay bright as fills; as text
 * (outlined chips, text buttons, coloured typography) they use the darker `text` tone of the same hue.
 */
export const lightPalette: PaletteOptions = {
  mode: 'light',
  primary: { main: '#5f53e4' },
  secondary: { main: '#6e7175' },
  // Error text also sits on hovered and striped rows (#f5f5f5), where main reads 4.39:1.
  error: { main: '#d13a3b', text: '#c23334' },
  warning: { main: '#ff9f43', text: '#ad5700' },
  info: { main: '#00cfe8', text: '#007a89' },
  success: { main: '#28c76f', text: '#197e46' },
  background: { default: '#f8f8f8', paper: '#ffffff' },
  // Disabled controls are exempt from 4.5:1; 3:1 keeps their text and the icons drawn in it legible.
  text: { primary: '#5e5873', secondary: '#6e6b7b', disabled: '#8c8898' },
  inputBorder: '#8c8898',
};

export const darkPalette: PaletteOptions = {
  mode: 'dark',
  primary: { main: '#9f97f5' },
  secondary: { main: '#979a9e' },
  error: { main: '#ee7475', text: '#f59b9c' },
  warning: { main: '#ff9f43' },
  info: { main: '#00cfe8' },
  success: { main: '#28c76f' },
  background: { default: '#161d31', paper: '#283046' },
  text: { primary: '#d0d2d6', secondary: '#b4b7bd', disabled: '#8a90a0' },
  divider: '#3b4253',
  inputBorder: '#7d8394',
};

/** Each colour's `text` tone, `main` where none is set. */
export function withTextTones(palette: PaletteOptions): PaletteOptions {
  const toned: PaletteOptions = { ...palette };
  for (const name of TONED_COLORS) {
    const color = palette[name];
    if (color && 'main' in color) toned[name] = { ...color, text: color.text ?? color.main };
  }
  return toned;
}
