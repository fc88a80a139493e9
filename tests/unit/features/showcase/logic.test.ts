// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findList, moveItem } from '@/features/showcase/extensions/drag-drop/board';
import { pageSlice } from '@/features/showcase/components/paging';
import { filterIcons, importLine, iconWords } from '@/features/showcase/ui/iconSearch';
import { GALLERY_ICONS } from '@/features/showcase/ui/galleryIcons';
import {
  addToast,
  MAX_PER_POSITION,
  removeToast,
  toastsAt,
  type Toast,
} from '@/features/showcase/extensions/toastification/toasts';
import { TOUR_IDLE, tourReducer } from '@/features/showcase/extensions/tour/tourState';
import { checkBound, keepDistance, MIN_DISTANCE } from '@/features/showcase/extensions/slider/priceRange';

describe('drag and drop board', () => {
  const board = { todo: ['a', 'b', 'c', 'd'], done: ['x', 'y'] };

  it('finds the list of an item, or the list itself', () => {
    expect(findList(board, 'c')).toBe('todo');
    expect(findList(board, 'done')).toBe('done');
    expect(findList(board, 'nope')).toBeUndefined();
  });

  it('reorders within a list like an array move, both directions', () => {
    expect(moveItem(board, 'a', 'c').todo).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(board, 'd', 'b').todo).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItem(board, 'a', 'todo').todo).toEqual(['b', 'c', 'd', 'a']);
  });

  it('moves across lists before the hovered item or to the end of the list', () => {
    expect(moveItem(board, 'b', 'y')).toEqual({ todo: ['a', 'c', 'd'], done: ['x', 'b', 'y'] });
    expect(moveItem(board, 'b', 'done')).toEqual({ todo: ['a', 'c', 'd'], done: ['x', 'y', 'b'] });
    expect(moveItem({ todo: ['a'], done: [] }, 'a', 'done')).toEqual({ todo: [], done: ['a'] });
  });

  it('returns the same board when nothing moves', () => {
    expect(moveItem(board, 'a', 'a')).toBe(board);
    expect(moveItem(board, 'd', 'todo')).toBe(board);
    expect(moveItem(board, 'ghost', 'x')).toBe(board);
  });
});

describe('pageSlice', () => {
  const items = Array.from({ length: 47 }, (_, i) => i + 1);

  it('shows the rows of the asked page with their range', () => {
    expect(pageSlice(items, 2, 5)).toMatchObject({ rows: [6, 7, 8, 9, 10], page: 2, pageCount: 10, from: 6, to: 10 });
    expect(pageSlice(items, 10, 5)).toMatchObject({ rows: [46, 47], from: 46, to: 47 });
  });

  it('clamps pages that do not exist', () => {
    expect(pageSlice(items, 99, 20).page).toBe(3);
    expect(pageSlice(items, -1, 20).page).toBe(1);
    expect(pageSlice([], 1, 10)).toMatchObject({ rows: [], pageCount: 1, from: 0, to: 0 });
  });
});

describe('icon gallery', () => {
  it('holds about 150 distinct icons, each a component', () => {
    const names = GALLERY_ICONS.map((icon) => icon.name);
    expect(names.length).toBeGreaterThanOrEqual(140);
    expect(names.length).toBeLessThanOrEqual(160);
    expect(new Set(names).size).toBe(names.length);
    for (const { Icon } of GALLERY_ICONS) expect(Icon).toBeTruthy();
  });

  it('searches by name and by words, every word having to match', () => {
    const names = ['ArrowBack', 'ArrowForward', 'Mail', 'Backup'];
    expect(filterIcons(names, 'arrow')).toEqual(['ArrowBack', 'ArrowForward']);
    expect(filterIcons(names, 'ARROW back')).toEqual(['ArrowBack']);
    expect(filterIcons(names, 'arrowback')).toEqual(['ArrowBack']);
    expect(filterIcons(names, '  ')).toEqual(names);
    expect(filterIcons(names, 'zebra')).toEqual([]);
  });

  it('gives the import line a developer pastes', () => {
    expect(importLine('ArrowBack')).toBe("import ArrowBackIcon from '@mui/icons-material/ArrowBack';");
    expect(iconWords('ArrowBack')).toBe('arrow back');
  });
});

describe('toasts', () => {
  const toast = (id: number, position: Toast['position'] = 'top-end'): Toast => ({
    id,
    position,
    type: 'info',
    message: `m${id}`,
    timeout: 1000,
    closeButton: true,
    progress: true,
    pauseOnHover: true,
  });

  it('puts the newest first and keeps at most the maximum per corner', () => {
    let list: Toast[] = [];
    for (let id = 1; id <= MAX_PER_POSITION + 2; id += 1) list = addToast(list, toast(id));
    list = addToast(list, toast(99, 'bottom-start'));
    expect(toastsAt(list, 'top-end').map((t) => t.id)).toEqual([6, 5, 4, 3]);
    expect(toastsAt(list, 'bottom-start').map((t) => t.id)).toEqual([99]);
  });

  it('removes a toast by id', () => {
    expect(removeToast([toast(1), toast(2)], 1).map((t) => t.id)).toEqual([2]);
  });
});

describe('tour', () => {
  it('starts, moves next and back, and finishes after the last step', () => {
    let state = tourReducer(TOUR_IDLE, 'start', 3);
    expect(state).toMatchObject({ active: true, index: 0 });
    state = tourReducer(state, 'back', 3);
    expect(state.index).toBe(0);
    state = tourReducer(tourReducer(state, 'next', 3), 'next', 3);
    expect(state.index).toBe(2);
    state = tourReducer(state, 'next', 3);
    expect(state).toMatchObject({ active: false, outcome: 'finished' });
  });

  it('remembers where it was skipped, and ignores moves when not running', () => {
    const skipped = tourReducer(tourReducer(tourReducer(TOUR_IDLE, 'start', 5), 'next', 5), 'skip', 5);
    expect(skipped).toMatchObject({ active: false, outcome: 'skipped', skippedAt: 1 });
    expect(tourReducer(skipped, 'next', 5)).toBe(skipped);
    expect(tourReducer(TOUR_IDLE, 'start', 0).active).toBe(false);
  });
});

describe('price range', () => {
  it('accepts a bound that keeps the gap and rejects the others with a reason', () => {
    expect(checkBound('100', 'min', 600)).toBeNull();
    expect(checkBound('12,5', 'min', 600)).toBeNull();
    expect(checkBound('', 'min', 600)).toBe('notNumber');
    expect(checkBound('abc', 'max', 100)).toBe('notNumber');
    expect(checkBound('5000', 'max', 100)).toBe('outOfBounds');
    expect(checkBound('580', 'min', 600)).toBe('tooClose');
    expect(checkBound('620', 'max', 600)).toBe('tooClose');
  });

  it('pushes the thumbs apart when they come too close', () => {
    expect(keepDistance([100, 400], 0)).toEqual([100, 400]);
    expect(keepDistance([390, 400], 0)).toEqual([390, 390 + MIN_DISTANCE]);
    expect(keepDistance([390, 400], 1)).toEqual([400 - MIN_DISTANCE, 400]);
    expect(keepDistance([990, 1000], 0)).toEqual([1000 - MIN_DISTANCE, 1000]);
  });
});
