import type { PollOption } from './api';

/** Each option's share of the votes, in whole percent (0 when nobody voted). */
export function pollShares(options: PollOption[]): Array<PollOption & { percent: number }> {
  const total = options.reduce((sum, option) => sum + option.votes, 0);
  return options.map((option) => ({ ...option, percent: total ? Math.round((option.votes / total) * 100) : 0 }));
}
