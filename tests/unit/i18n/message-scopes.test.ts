// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { areaRouteEntries } from '@/admin-kit/routeEntriesOf';
import type { MessageTree } from '@/i18n/types';

function lookup(tree: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A management screen's string and a demo screen's page text (neither in the shell). */
const ADMIN_KEY = 'adminKit.list.search';
const TEMPLATE_KEY = 'showcaseComponents.alert.severities.title';

// The test setup loads every string up front; these tests start from a fresh copy that has loaded none.
vi.resetModules();
const { englishNow, loadMessages, loadScreenMessages } = await import('@/i18n/messages');

describe('the features’ strings a screen waits for', () => {
  it('a management screen loads the admin’s own strings and the areas’ labels, not the demo screens’', async () => {
    expect(lookup(englishNow(), ADMIN_KEY)).toBeUndefined();
    await loadScreenMessages('de', 'admin');
    expect(lookup(englishNow(), ADMIN_KEY)).toBeTruthy();
    expect(lookup(englishNow(), TEMPLATE_KEY)).toBeUndefined();
    const german = await loadMessages('de');
    expect(lookup(german, ADMIN_KEY)).not.toBe(lookup(englishNow(), ADMIN_KEY));
    expect(lookup(german, 'resources.admin.name')).toBeTruthy();
  });

  it('a demo screen loads the rest, in English and the chosen locale', async () => {
    await loadScreenMessages('de');
    expect(lookup(englishNow(), TEMPLATE_KEY)).toBeTruthy();
    expect(lookup(await loadMessages('de'), TEMPLATE_KEY)).not.toBe(lookup(englishNow(), TEMPLATE_KEY));
  });

  it('every management screen asks for the admin’s strings only', () => {
    const entries = areaRouteEntries();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.messages !== 'admin').map((entry) => entry.path)).toEqual([]);
  });
});
