// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@schemas/kit/describe';
import type { HistoryEntry } from '@/contract/activity';
import { valueOfChange, versionAfter } from '@/admin-kit/history/versionValues';

const field = (source: string, widget: FieldDescription['widget'], readOnly = false): FieldDescription => ({
  source,
  widget,
  required: false,
  readOnly,
  writeOnly: false,
});
const FIELDS = [
  field('phone', 'phone'),
  field('roleId', 'reference'),
  field('active', 'switch'),
  field('topics', 'tags'),
  field('lastSignInAt', 'datetime', true),
];
const entry = (id: number, changes: HistoryEntry['changes']): HistoryEntry => ({
  id,
  at: `2026-11-0${id}T09:00:00.000Z`,
  actorId: 1,
  actorName: 'John Doe',
  action: id === 1 ? 'create' : 'update',
  changes,
});

/* Newest first, as GET /v1/{area}/{id}/history answers. */
const ENTRIES = [
  entry(4, { phone: { before: '222', after: '333' }, lastSignInAt: { before: null, after: '2026-11-04' } }),
  entry(3, { roleId: { before: '2', after: '3' }, active: { before: 'true', after: 'false' } }),
  entry(2, { phone: { before: '111', after: '222' }, topics: { before: '["a"]', after: '["a","b"]' } }),
  entry(1, { phone: { before: null, after: '111' }, roleId: { before: null, after: '2' } }),
];

describe('a version from the history', () => {
  it('reads each recorded text back as the field holds it', () => {
    expect(valueOfChange(field('n', 'number'), '42')).toBe(42);
    expect(valueOfChange(field('r', 'reference'), '3')).toBe(3);
    expect(valueOfChange(field('s', 'switch'), 'false')).toBe(false);
    expect(valueOfChange(field('t', 'tags'), '["x","y"]')).toEqual(['x', 'y']);
    expect(valueOfChange(field('p', 'text'), '+1 202')).toBe('+1 202');
    expect(valueOfChange(field('p', 'text'), null)).toBeNull();
    // A value the history cut short is not the value: it is never read back.
    expect(valueOfChange(field('b', 'richText'), `${'x'.repeat(2000)}…`)).toBeUndefined();
    expect(valueOfChange(field('t', 'tags'), '["x",')).toBeUndefined();
  });

  it('is the record right after the entry: each field a later entry changed goes back to its value then', () => {
    expect(versionAfter(ENTRIES, 0, FIELDS)).toEqual({});
    expect(versionAfter(ENTRIES, 1, FIELDS)).toEqual({ phone: '222' });
    expect(versionAfter(ENTRIES, 2, FIELDS)).toEqual({ phone: '222', roleId: 2, active: true });
    expect(versionAfter(ENTRIES, 3, FIELDS)).toEqual({ phone: '111', roleId: 2, active: true, topics: ['a'] });
  });

  it('cannot be rebuilt when a value it needs was cut', () => {
    const cut = [entry(3, { phone: { before: `${'9'.repeat(2001)}…`, after: '1' } }), ...ENTRIES.slice(2)];
    expect(versionAfter(cut, 1, FIELDS)).toBeNull();
  });
});
