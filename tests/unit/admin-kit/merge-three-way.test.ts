// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeThreeWay, withChoices } from '@/admin-kit/form/mergeThreeWay';

const base = { name: 'Northwind', description: 'Old text', phone: '+1 555 0100', website: '' };

describe('mergeThreeWay', () => {
  it('keeps a field only they changed as theirs, and a field only I changed as mine', () => {
    const theirs = { ...base, description: 'Their new text', version: 4 };
    const mine = { ...base, phone: '+1 555 0199' };
    const { merged, differences } = mergeThreeWay(base, theirs, mine);
    expect(merged).toEqual({ ...base, description: 'Their new text', phone: '+1 555 0199' });
    expect(differences).toEqual([
      { field: 'description', before: 'Old text', theirs: 'Their new text', mine: 'Old text', changedBy: 'theirs' },
      { field: 'phone', before: '+1 555 0100', theirs: '+1 555 0100', mine: '+1 555 0199', changedBy: 'mine' },
    ]);
  });

  it('makes a field both changed to different values a choice, mine unless theirs is chosen', () => {
    const theirs = { ...base, name: 'Northwind Ltd' };
    const mine = { ...base, name: 'Northwind GmbH' };
    const merge = mergeThreeWay(base, theirs, mine);
    expect(merge.differences).toEqual([
      { field: 'name', before: 'Northwind', theirs: 'Northwind Ltd', mine: 'Northwind GmbH', changedBy: 'both' },
    ]);
    expect(withChoices(merge, {}).name).toBe('Northwind GmbH');
    expect(withChoices(merge, { name: 'theirs' }).name).toBe('Northwind Ltd');
  });

  it('leaves out fields both changed alike, and counts empty values and key order as no change', () => {
    const theirs = { ...base, name: 'Same', website: null, tags: { b: 1, a: [1, 2] } };
    const mine = { ...base, name: 'Same', website: undefined, tags: { a: [1, 2], b: 1 } };
    const { merged, differences } = mergeThreeWay({ ...base, tags: { a: [1, 2], b: 1 } }, theirs, mine);
    expect(differences).toEqual([]);
    expect(merged.name).toBe('Same');
  });

  it('a choice only applies to a field both changed', () => {
    const theirs = { ...base, description: 'Theirs' };
    const mine = { ...base, phone: 'Mine' };
    const values = withChoices(mergeThreeWay(base, theirs, mine), { description: 'mine', phone: 'theirs' });
    expect(values).toMatchObject({ description: 'Theirs', phone: 'Mine' });
  });

  it('merges only the fields of the form, not the record’s system columns', () => {
    const { merged } = mergeThreeWay(base, { ...base, version: 9, updatedAt: 'now' }, base);
    expect(Object.keys(merged)).toEqual(Object.keys(base));
  });
});
