import { createTheme, type PaletteOptions, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { LayoutType, Skin } from '@/layout/settings';
import { darkPalette, lightPalette, TONED_COLORS, withTextTones, type TonedColor } from './palette';
import { readableOn, tint } from './readable';

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
};

/*
 * The overrides are typed as ThemeOptions takes them (their theme without `components`): typed Components<Theme>, each
 * assignment to ThemeOptions compared every component's callbacks between the two theme types, 42 s of TypeScript's
 * check (half of `npm run typecheck`).
 */
type Overrides = NonNullable<ThemeOptions['components']>;

const isToned = (color: unknown): color is TonedColor => TONED_COLORS.includes(color as TonedColor);

/** Where MUI draws a colour as text, it draws the colour's `text` tone. */
const textToneOverrides: Overrides = {
  MuiButton: {
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        isToned(ownerState.color)
          ? {
              '--variant-textColor': theme.palette[ownerState.color].text,
              '--variant-outlinedColor': theme.palette[ownerState.color].text,
            }
          : {},
    },
  },
  MuiChip: {
    styleOverrides: {
      root: ({ ownerState, theme }) =>
        ownerState.variant === 'outlined' && isToned(ownerState.color)
          ? { color: theme.palette[ownerState.color].text }
          : {},
    },
  },
  MuiTypography: {
    variants: TONED_COLORS.map((color) => ({
      props: { color },
      style: ({ theme }: { theme: Omit<Theme, 'components'> }) => ({ color: theme.palette[color].text }),
    })),
  },
  // A disabled field's hint is still read: text.disabled (3:1) is for the control itself.
  MuiFormHelperText: {
    styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
  },
  MuiOutlinedInput: { styleOverrides: { notchedOutline: ({ theme }) => ({ borderColor: theme.palette.inputBorder }) } },
  // MUI's default initials (background.default on grey 400/600) read at under 2:1.
  MuiAvatar: {
    styleOverrides: {
      colorDefault: ({ theme }) => ({
        color: theme.palette.text.primary,
        backgroundColor: theme.palette.grey[theme.palette.mode === 'light' ? 300 : 800],
      }),
    },
  },
};

/**
 * A visible focus ring for keyboard users on every control (MUI's own is a faint ripple, or nothing). Text fields
 * show focus with their border; checkboxes and radios focus an invisible input, so their root (Mui-focusVisible)
 * carries the ring. `body` outweighs the controls' own `outline: 0`.
 */
const focusRing: Overrides = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      'body :focus-visible:not(input, textarea), body .Mui-focusVisible': {
        outline: `2px solid ${theme.palette.primary.main}`,
        outlineOffset: 2,
      },
    }),
  },
};

/**
 * Table rows and the bar over selected ones: links in a row read at 4.5:1 on the hovered row too (primary on dark
 * hover read 3.98:1); the bar is an opaque tint of the primary colour with its primary and error buttons made dark (or
 * light) enough to read at 4.5:1 on it (react-admin's bar read at 3.8–4.4:1).
 */
const selection: Overrides = {
  MuiTableRow: {
    styleOverrides: {
      root: ({ theme }) => {
        const { primary, background, action, mode } = theme.palette;
        const hovered = tint(mode === 'dark' ? '#fff' : '#000', action.hoverOpacity, background.paper);
        // Links keep one colour whether the row is hovered or not.
        return {
          '& .MuiLink-root, & .RaLink-link, & .RaReferenceField-root .RaReferenceField-link > *': {
            color: readableOn(primary.main, hovered),
          },
          // A selected row has the hovered row's shade and a bar of the primary colour at its start: MUI's primary
          // tint (deeper again on hover) left its links and warning chips under 4.5:1.
          '&.Mui-selected, &.Mui-selected:hover': {
            backgroundColor: hovered,
            // Right-to-left pages flip it to the right edge (the rtl style cache mirrors box shadows).
            boxShadow: `inset 3px 0 0 ${primary.main}`,
          },
        };
      },
    },
  },
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: ({ theme }) => {
        const { primary, error, background } = theme.palette;
        const bar = tint(primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.12, background.paper);
        return {
          '& .RaBulkActionsToolbar-toolbar': {
            backgroundColor: bar,
            '& .MuiButton-colorPrimary, & .MuiIconButton-colorPrimary': { color: readableOn(primary.main, bar) },
            '& .MuiButton-colorError': { color: readableOn(error.main, bar) },
          },
        };
      },
    },
  },
};

function build(palette: PaletteOptions, bordered: boolean, direction: 'ltr' | 'rtl'): Theme {
  const paper: Overrides['MuiPaper'] = bordered
    ? {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: ({ theme }) => ({ border: `1px solid ${theme.palette.divider}` }) },
      }
    : { styleOverrides: { root: { backgroundImage: 'none' } } };
  const components: Overrides = {
    ...textToneOverrides,
    ...focusRing,
    ...selection,
    MuiPaper: paper,
    MuiAppBar: { defaultProps: { elevation: bordered ? 0 : 2 } },
    MuiCard: { defaultProps: { elevation: bordered ? 0 : 1 } },
  };
  const options: ThemeOptions = {
    ...shared,
    direction,
    // Filled colours get white or dark text, whichever reads at 4.5:1; hover fills stay close to the colour.
    palette: { ...withTextTones(palette), contrastThreshold: 4.5, tonalOffset: { light: 0.2, dark: 0.15 } },
    components,
  };
  return createTheme(options);
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
