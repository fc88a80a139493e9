import { describe, expect, it } from 'vitest';
import { openStored } from '../../server/browser/openStored';
import { UNREADABLE_MESSAGE } from '../../server/browser/messages';

/* The browser-only mode's stored database: what happens when it cannot be opened (server/browser/openStored.ts). */
const quick = { pauseMs: 0, now: () => 1_700_000_000_000 };

describe('opening the stored database', () => {
  it('opens it when it can be read', async () => {
    const opened: string[] = [];
    const result = await openStored('idb://schema-admin', async (dir) => (opened.push(dir), dir), quick);
    expect(result).toEqual({ db: 'idb://schema-admin' });
    expect(opened).toEqual(['idb://schema-admin']);
  });

  it('tries again while another tab may still hold it, and keeps the data when it then opens', async () => {
    let tries = 0;
    const result = await openStored(
      'idb://schema-admin',
      async (dir) => {
        if (++tries < 3) throw new Error('IndexedDB is busy');
        return dir;
      },
      quick,
    );
    expect(result).toEqual({ db: 'idb://schema-admin' });
  });

  it('leaves an unreadable one where it is, starts a fresh one under a new name and says so', async () => {
    const opened: string[] = [];
    const result = await openStored(
      'idb://schema-admin~1600000000000',
      async (dir) => {
        opened.push(dir);
        if (dir.endsWith('~1600000000000')) throw new Error('bad checksum');
        return dir;
      },
      quick,
    );
    expect(result.db).toBe('idb://schema-admin~1700000000000');
    expect(result.unreadable).toEqual({
      type: UNREADABLE_MESSAGE,
      dataDir: 'idb://schema-admin~1600000000000',
      fresh: 'idb://schema-admin~1700000000000',
      problem: 'Error: bad checksum',
    });
    // Three tries of the stored one, then the fresh one; the stored one is never deleted.
    expect(opened).toEqual([...Array(3).fill('idb://schema-admin~1600000000000'), 'idb://schema-admin~1700000000000']);
  });
});
