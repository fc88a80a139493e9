// @vitest-environment node
import type { StringMap, TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';

import germanMessages from '../../../src/i18n/ra/de';
import frenchMessages from '../../../src/i18n/ra/fr';
import portugueseMessages from '../../../src/i18n/ra/pt';

type Leaf = { path: string; value: unknown };

/** Flattens a messages tree into its leaves, keyed by dotted path. */
const collectLeaves = (messages: StringMap, prefix = ''): Leaf[] =>
  Object.entries(messages).flatMap(([key, value]): Leaf[] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? collectLeaves(value, path) : [{ path, value }];
  });

const toLeafMap = (messages: StringMap): Map<string, unknown> =>
  new Map(collectLeaves(messages).map(({ path, value }) => [path, value]));

const placeholdersOf = (text: string): string[] => Array.from(new Set(text.match(/%\{[^}]+\}/g) ?? []));

const PLURAL_SEPARATOR = '||||';

const englishLeaves = toLeafMap(englishMessages);
const englishPaths = [...englishLeaves.keys()].sort();

const translations: ReadonlyArray<[locale: string, messages: TranslationMessages]> = [
  ['de', germanMessages],
  ['pt', portugueseMessages],
  ['fr', frenchMessages],
];

describe('react-admin UI messages', () => {
  it('reads a non-trivial English reference', () => {
    expect(englishPaths.length).toBeGreaterThan(100);
  });

  it('detects a missing key', () => {
    const { add: _removed, ...actionWithoutAdd } = germanMessages.ra.action;
    const incomplete: StringMap = {
      ...germanMessages,
      ra: { ...germanMessages.ra, action: actionWithoutAdd },
    };
    const paths = [...toLeafMap(incomplete).keys()].sort();
    expect(paths).not.toEqual(englishPaths);
    expect(englishPaths.filter((path) => !paths.includes(path))).toEqual(['ra.action.add']);
  });

  describe.each(translations)('%s', (_locale, messages) => {
    const leaves = toLeafMap(messages);

    it('has exactly the same leaf keys as englishMessages', () => {
      const paths = [...leaves.keys()].sort();
      const missing = englishPaths.filter((path) => !leaves.has(path));
      const extra = paths.filter((path) => !englishLeaves.has(path));
      expect(missing).toEqual([]);
      expect(extra).toEqual([]);
      expect(paths).toEqual(englishPaths);
    });

    it('has no empty leaf', () => {
      const invalid = [...leaves]
        .filter(([path, value]) => {
          if (typeof value !== 'string' || value === '') return true;
          // Only allow whitespace-only values where English has them too (ra.boolean.null).
          const english = englishLeaves.get(path);
          return value.trim() === '' && typeof english === 'string' && english.trim() !== '';
        })
        .map(([path]) => path);
      expect(invalid).toEqual([]);
    });

    it('keeps every English %{placeholder}', () => {
      const problems: string[] = [];
      for (const [path, english] of englishLeaves) {
        const translated = leaves.get(path);
        if (typeof english !== 'string' || typeof translated !== 'string') {
          continue; // reported by the key / empty-leaf assertions
        }
        for (const placeholder of placeholdersOf(english)) {
          if (!translated.includes(placeholder)) {
            problems.push(`${path}: missing ${placeholder}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });

    it('keeps the number of plural forms', () => {
      const problems = [...englishLeaves]
        .filter(([path, english]) => {
          const translated = leaves.get(path);
          return (
            typeof english === 'string' &&
            typeof translated === 'string' &&
            english.split(PLURAL_SEPARATOR).length !== translated.split(PLURAL_SEPARATOR).length
          );
        })
        .map(([path]) => path);
      expect(problems).toEqual([]);
    });
  });
});
