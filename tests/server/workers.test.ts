// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { superviseWorkers, workerCount } from '../../server/workers';

describe('WORKERS', () => {
  it('is a whole number from 1 to 64, 1 when unset; anything else refuses to start', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount('')).toBe(1);
    expect(workerCount('4')).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'two', '65']) expect(() => workerCount(bad)).toThrow(/WORKERS/);
  });

  it('on PGlite runs one process and says why', () => {
    const lines: Array<Record<string, unknown>> = [];
    expect(superviseWorkers({ WORKERS: '3' }, (line) => lines.push(line))).toBe(false);
    expect(lines).toEqual([
      expect.objectContaining({ event: 'workers-ignored', reason: 'PGlite runs in one process' }),
    ]);
  });
});
