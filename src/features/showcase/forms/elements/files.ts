/** Rules and wording for the file demos, kept pure so they are easy to test. */
export interface FileRules {
  /** MIME types (`image/png`) or families (`image/*`). */
  accept?: string[];
  maxBytes?: number;
  maxFiles?: number;
}

export type FileProblem = 'type' | 'size' | 'count' | null;

const typeMatches = (type: string, accepted: string) =>
  accepted.endsWith('/*') ? type.startsWith(accepted.slice(0, -1)) : type === accepted;

/** Why a file cannot be taken, given how many are already taken; null when it can. */
export function fileProblem(
  file: { type: string; size: number },
  alreadyTaken: number,
  { accept, maxBytes, maxFiles }: FileRules,
): FileProblem {
  if (accept && !accept.some((a) => typeMatches(file.type, a))) return 'type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  if (maxFiles !== undefined && alreadyTaken >= maxFiles) return 'count';
  return null;
}

/** Splits new files into the ones the rules accept and the ones they refuse (with the reason). */
export function sortFiles<F extends { type: string; size: number }>(files: F[], taken: number, rules: FileRules) {
  const accepted: F[] = [];
  const refused: Array<{ file: F; problem: Exclude<FileProblem, null> }> = [];
  for (const file of files) {
    const problem = fileProblem(file, taken + accepted.length, rules);
    if (problem) refused.push({ file, problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** 1536 → "1.5 kB" in the given language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit ? 1 : 0,
  }).format(value);
}
