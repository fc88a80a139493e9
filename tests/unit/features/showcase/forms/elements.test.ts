// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimalsOf, parseTyped, stepBy } from '@/features/showcase/forms/elements/spin';
import { splitTags, tagProblem } from '@/features/showcase/forms/elements/tags';
import { fileProblem, formatBytes, sortFiles } from '@/features/showcase/forms/elements/files';
import { pickerErrorKey } from '@/features/showcase/forms/elements/pickerErrors';

describe('spin button arithmetic', () => {
  const bounds = { min: 0, max: 10, step: 0.25 };
  it('steps on the grid, without floating-point dust, and stays inside the bounds', () => {
    expect(decimalsOf(0.25)).toBe(2);
    expect(stepBy(0.1, 1, { min: 0, max: 1, step: 0.1 })).toBe(0.2);
    expect(stepBy(9.9, 1, bounds)).toBe(10);
    expect(stepBy(10, 1, bounds)).toBe(10);
    expect(stepBy(0, -1, bounds)).toBe(0);
    expect(stepBy(null, 1, bounds)).toBe(0.25);
    expect(stepBy(3, 10, { min: 0, max: 100, step: 5 })).toBe(55);
  });

  it('reads typed text: numbers (comma or point), empty, or not a number', () => {
    expect(parseTyped('12')).toBe(12);
    expect(parseTyped('1,5')).toBe(1.5);
    expect(parseTyped('-3.25')).toBe(-3.25);
    expect(parseTyped('  ')).toBeNull();
    expect(parseTyped('12a')).toBeNaN();
  });
});

describe('tag rules', () => {
  it('refuses duplicates (any case), too many tags and bad characters', () => {
    const rules = { max: 3, pattern: /^[a-z-]{2,20}$/ };
    expect(tagProblem('ui', ['UI'], rules)).toBe('duplicate');
    expect(tagProblem('new', ['a1', 'b1', 'c1'], rules)).toBe('tooMany');
    expect(tagProblem('no spaces', [], rules)).toBe('pattern');
    expect(tagProblem('fine-tag', ['other'], rules)).toBeNull();
  });

  it('splits pasted lists on commas and semicolons', () => {
    expect(splitTags(' react, vue ;; svelte,')).toEqual(['react', 'vue', 'svelte']);
  });
});

describe('file rules', () => {
  const rules = { accept: ['application/pdf', 'image/*'], maxBytes: 1000, maxFiles: 2 };
  it('checks type (exact or family), size and count', () => {
    expect(fileProblem({ type: 'text/plain', size: 10 }, 0, rules)).toBe('type');
    expect(fileProblem({ type: 'image/png', size: 5000 }, 0, rules)).toBe('size');
    expect(fileProblem({ type: 'application/pdf', size: 10 }, 2, rules)).toBe('count');
    expect(fileProblem({ type: 'image/webp', size: 10 }, 1, rules)).toBeNull();
  });

  it('takes what fits and says why the rest was refused', () => {
    const files = [
      { name: 'a.pdf', type: 'application/pdf', size: 10 },
      { name: 'b.txt', type: 'text/plain', size: 10 },
      { name: 'c.png', type: 'image/png', size: 10 },
      { name: 'd.png', type: 'image/png', size: 10 },
    ];
    const { accepted, refused } = sortFiles(files, 0, rules);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'c.png']);
    expect(refused.map((r) => [r.file.name, r.problem])).toEqual([
      ['b.txt', 'type'],
      ['d.png', 'count'],
    ]);
  });

  it('writes sizes in the language of the interface', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(2 * 1024 * 1024, 'de')).toBe('2 MB');
  });
});

describe('picker errors', () => {
  it('maps every picker error to a message', () => {
    expect(pickerErrorKey(null)).toBeNull();
    expect(pickerErrorKey('invalidDate')).toBe('invalid');
    expect(pickerErrorKey('minDate')).toBe('tooEarly');
    expect(pickerErrorKey('disablePast')).toBe('tooEarly');
    expect(pickerErrorKey('maxTime')).toBe('tooLate');
    expect(pickerErrorKey('shouldDisableDate')).toBe('unavailableDay');
    expect(pickerErrorKey('minutesStep')).toBe('unavailableTime');
  });
});
