export const PRICE_MIN = 0;
export const PRICE_MAX = 1000;
export const MIN_DISTANCE = 50;

export type RangeProblem = 'notNumber' | 'outOfBounds' | 'tooClose';

/** Checks a typed bound of the price range against the other bound; null when it can be applied. */
export function checkBound(text: string, which: 'min' | 'max', other: number): RangeProblem | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value)) return 'notNumber';
  if (value < PRICE_MIN || value > PRICE_MAX) return 'outOfBounds';
  if (which === 'min' ? value > other - MIN_DISTANCE : value < other + MIN_DISTANCE) return 'tooClose';
  return null;
}

/** A new range from the slider's two thumbs, keeping at least MIN_DISTANCE between them (the moved thumb gives way). */
export function keepDistance([low, high]: [number, number], movedThumb: number): [number, number] {
  if (high - low >= MIN_DISTANCE) return [low, high];
  return movedThumb === 0
    ? [Math.min(low, PRICE_MAX - MIN_DISTANCE), Math.min(low, PRICE_MAX - MIN_DISTANCE) + MIN_DISTANCE]
    : [Math.max(high, PRICE_MIN + MIN_DISTANCE) - MIN_DISTANCE, Math.max(high, PRICE_MIN + MIN_DISTANCE)];
}
