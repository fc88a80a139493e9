// @vitest-environment node
import { describe, expect, it } from 'vitest';
import jsonExport from '@/shims/jsonexport';

/** react-admin's default exporter calls jsonexport with a callback; the stand-in loads the real one first. */
describe('the jsonexport stand-in', () => {
  it('answers the callback with the CSV', async () => {
    const csv = await new Promise<string>((resolve, reject) => {
      jsonExport(
        [
          { id: 1, name: 'Ada' },
          { id: 2, name: 'Grace' },
        ],
        (error: Error | null, text: string) => (error ? reject(error) : resolve(text)),
      );
    });
    expect(csv.split(/\r?\n/)).toEqual(['id,name', '1,Ada', '2,Grace']);
  });

  it('passes options on, and answers with a promise without a callback', async () => {
    expect(await jsonExport([{ id: 1 }], { includeHeaders: false })).toBe('1');
  });
});
