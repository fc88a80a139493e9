// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@/contract/events';
import { clearNewItems, listOnScreen, newItemsIn, noteNewItem } from '@/data/newItems';

const event = (action: LiveEvent['action'], actorId: number | null, area = 'company'): LiveEvent => ({
  id: 1,
  area,
  recordId: 9,
  action,
  actor: { id: actorId, name: 'Eddie Editor' },
  at: '2026-11-29T10:00:00.000Z',
});

afterEach(clearNewItems);

describe("the menu's count of new records", () => {
  it('counts what others add to an area, not my own additions nor other kinds of change', () => {
    noteNewItem(event('create', 2), 1);
    noteNewItem(event('create', 3), 1);
    noteNewItem(event('create', 1), 1);
    noteNewItem(event('update', 2), 1);
    noteNewItem(event('delete', 2), 1);
    noteNewItem(event('create', 2, 'user'), 1);
    expect(newItemsIn('company')).toBe(2);
    expect(newItemsIn('user')).toBe(1);
    expect(newItemsIn('role')).toBe(0);
  });

  it('is seen when the list is on screen, and counts nothing while it stays there', () => {
    noteNewItem(event('create', 2), 1);
    const leave = listOnScreen('company');
    expect(newItemsIn('company')).toBe(0);
    noteNewItem(event('create', 2), 1);
    expect(newItemsIn('company')).toBe(0);
    leave();
    noteNewItem(event('create', 2), 1);
    expect(newItemsIn('company')).toBe(1);
  });
});
