import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Avatar, Button, Chip, Typography } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { SKINS } from '@/layout/settings';
import { themesFor } from '@/theme/skins';
import { TONED_COLORS } from '@/theme/palette';
import { contrastRatio } from './wcag';

const TEXT = 4.5;
/** Large text, UI borders and icons (WCAG 1.4.3 large text, 1.4.11). */
const NON_TEXT = 3;

/** Every theme a skin uses (semi-dark draws its menu with a dark one), with the surfaces its text sits on. */
const cases = SKINS.flatMap((skin) => {
  const { main, menu } = themesFor(skin, 'vertical', false);
  return [{ name: skin, theme: main }, ...(menu === main ? [] : [{ name: `${skin} menu`, theme: menu }])];
});
const surfaces = (theme: Theme) => [theme.palette.background.paper, theme.palette.background.default];

describe('WCAG contrast helper', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#7367f0', '#ffffff')).toBeCloseTo(4.26, 2);
    expect(contrastRatio('#7367f0', '#283046')).toBeCloseTo(3.08, 2);
    // Translucent text is laid over its background first.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1);
  });
});

describe.each(cases)('the $name skin', ({ theme }) => {
  const { palette } = theme;

  it('has primary and secondary text at 4.5:1 and disabled text at 3:1 on paper and the background', () => {
    for (const surface of surfaces(theme)) {
      expect(contrastRatio(palette.text.primary, surface)).toBeGreaterThanOrEqual(TEXT);
      expect(contrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(TEXT);
      expect(contrastRatio(palette.text.disabled, surface)).toBeGreaterThanOrEqual(NON_TEXT);
    }
  });

  it.each(TONED_COLORS)('draws %s text at 4.5:1 on paper and the background', (color) => {
    for (const surface of surfaces(theme))
      expect(contrastRatio(palette[color].text, surface)).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(TONED_COLORS)('puts %s contrast text at 4.5:1 on the filled colour and its hover shade', (color) => {
    expect(contrastRatio(palette[color].contrastText, palette[color].main)).toBeGreaterThanOrEqual(TEXT);
    expect(contrastRatio(palette[color].contrastText, palette[color].dark)).toBeGreaterThanOrEqual(TEXT);
  });

  it('draws field borders and the focused (primary) and error borders at 3:1', () => {
    for (const surface of surfaces(theme)) {
      for (const border of [palette.inputBorder, palette.primary.main, palette.error.main]) {
        expect(contrastRatio(border, surface)).toBeGreaterThanOrEqual(NON_TEXT);
      }
    }
  });
});

describe.each(cases)('MUI components in the $name skin', ({ theme }) => {
  const style = (element: ReactElement, selector: string) => {
    const { container } = render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
    return getComputedStyle(container.querySelector(selector)!);
  };

  it('draws status colours as text in their text tone (outlined chips, coloured typography and links)', () => {
    for (const color of TONED_COLORS) {
      expect(style(<Chip variant="outlined" color={color} label="Chip" />, '.MuiChip-root').color).toBe(
        hexToRgb(theme.palette[color].text),
      );
      expect(style(<Typography color={color}>Text</Typography>, '.MuiTypography-root').color).toBe(
        hexToRgb(theme.palette[color].text),
      );
    }
  });

  it('sets text and outlined buttons to the text tone', () => {
    for (const color of TONED_COLORS) {
      const button = style(<Button color={color}>Save</Button>, '.MuiButton-root');
      expect(button.getPropertyValue('--variant-textColor')).toBe(theme.palette[color].text);
      expect(button.getPropertyValue('--variant-outlinedColor')).toBe(theme.palette[color].text);
    }
  });

  it('draws initials on the default avatar at 4.5:1', () => {
    const avatar = style(<Avatar>AB</Avatar>, '.MuiAvatar-root');
    expect(contrastRatio(avatar.color, avatar.backgroundColor)).toBeGreaterThanOrEqual(TEXT);
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
