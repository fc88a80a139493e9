/** WCAG 2.1 contrast ratio of two CSS colours (#rgb, #rrggbb, rgb(), rgba()); a translucent foreground is laid over the background. */
export function contrastRatio(foreground: string, background: string): number {
  const back = parseColor(background);
  const front = parseColor(foreground);
  const over = front.rgb.map((channel, i) => channel * front.alpha + back.rgb[i] * (1 - front.alpha));
  const [light, dark] = [luminance(over), luminance(back.rgb)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function parseColor(color: string): { rgb: number[]; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (hex) {
    const full = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return { rgb: [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)), alpha: 1 };
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(color.trim());
  if (!fn) throw new Error(`unsupported colour ${color}`);
  const [r, g, b, a = 1] = fn[1].split(',').map(Number);
  return { rgb: [r, g, b], alpha: a };
}
