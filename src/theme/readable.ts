import { darken, decomposeColor, getContrastRatio, lighten, recomposeColor, type Theme } from '@mui/material/styles';

/** WCAG 2.1 AA for normal text. */
export const TEXT_CONTRAST = 4.5;

/**
 * `color`, darkened (on a light background) or lightened (on a dark one) in small steps until it reads at 4.5:1 on
 * `background`: text keeps its hue on tinted surfaces the palette's tones were not checked against.
 */
export function readableOn(color: string, background: string): string {
  const lighter = getContrastRatio(background, '#000') > getContrastRatio(background, '#fff');
  let tone = color;
  for (let step = 1; step <= 10 && getContrastRatio(tone, background) < TEXT_CONTRAST; step++) {
    tone = lighter ? darken(color, step / 10) : lighten(color, step / 10);
  }
  return tone;
}

/** `color` laid at `amount` (0–1) over `surface`, as one opaque colour: a tint whose contrast can be measured. */
export function tint(color: string, amount: number, surface: string): string {
  const [top, bottom] = [decomposeColor(color).values, decomposeColor(surface).values];
  const mix = [0, 1, 2].map((i) => Math.round(top[i] * amount + bottom[i] * (1 - amount)));
  return recomposeColor({ type: 'rgb', values: [mix[0], mix[1], mix[2]] });
}

/**
 * The light "tonal" look of a status colour: a 16 % tint of `main` under text in the same hue, made dark (or light)
 * enough to read at 4.5:1. For chips, avatars and badges drawn on the skin's paper.
 */
export function tinted(theme: Theme, main: string) {
  const background = tint(main, 0.16, theme.palette.background.paper);
  return { bgcolor: background, color: readableOn(main, background) };
}

/** A colour as a fill, with white or black text (initials, icons) on it, whichever reads better. */
export function filled(theme: Theme, main: string) {
  const { white, black } = theme.palette.common;
  return { bgcolor: main, color: getContrastRatio(main, white) >= getContrastRatio(main, black) ? white : black };
}
