// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pollShares } from '@/features/pages/profile/pollResults';

describe('pollShares', () => {
  it('gives each option its share in whole percent, 0 when nobody voted', () => {
    expect(
      pollShares([
        { id: 1, label: 'a', votes: 1 },
        { id: 2, label: 'b', votes: 3 },
      ]).map((o) => o.percent),
    ).toEqual([25, 75]);
    expect(pollShares([{ id: 1, label: 'a', votes: 0 }]).map((o) => o.percent)).toEqual([0]);
  });
});
