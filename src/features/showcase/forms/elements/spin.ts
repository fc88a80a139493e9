/** The arithmetic behind the spin button, kept pure so it is easy to test. */
export interface SpinBounds {
  min: number;
  max: number;
  step: number;
}

/** Digits after the decimal point that a step needs (0.25 → 2), so 0.1 + 0.2 shows as 0.3. */
export const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

export const clamp = (value: number, { min, max }: SpinBounds) => Math.min(max, Math.max(min, value));

/** Moves by `steps` steps from `value` (or from `min` when empty), landing on the step grid and inside the bounds. */
export function stepBy(value: number | null, steps: number, bounds: SpinBounds): number {
  const from = value ?? bounds.min;
  const next = Math.round((from + steps * bounds.step) / bounds.step) * bounds.step;
  return Number(clamp(next, bounds).toFixed(decimalsOf(bounds.step)));
}

/** Reads what was typed: a number (a comma counts as the decimal point), null when empty, NaN when not a number. */
export function parseTyped(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^-?\d*\.?\d+$|^-?\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
