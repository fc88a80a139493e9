/** The category tab to show: the chosen one while it still has results, else the first one that has. */
export function selectCategory(available: string[], chosen: string | null): string | null {
  if (chosen && available.includes(chosen)) return chosen;
  return available[0] ?? null;
}
