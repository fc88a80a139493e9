// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withPageTitles } from '@/i18n/areaLabels';
import { deepMerge, leafPaths } from '@/i18n/deepMerge';
import { englishNow, englishShell, featureMessageFiles, loadMessages, loadScreenMessages } from '@/i18n/messages';
import { routeTable } from '@/routes/table';
import { declarations } from '@/admin-kit/registry';
import '@/admin-kit';
import type { Locale } from '@/i18n/locales';
import type { MessageTree } from '@/i18n/types';

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

function lookup(tree: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Every feature file and area labels file of a locale (both parts), by path. */
const featureFiles = async (locale: Locale) => ({
  ...(await featureMessageFiles.admin[locale]()),
  ...(await featureMessageFiles.templates[locale]()),
});
/** Every feature file and area labels file of a locale, merged, with the areas' page titles filled in. */
const featureTree = async (locale: Locale) =>
  withPageTitles(deepMerge(...Object.values(await featureFiles(locale))), locale);

describe.each(['de', 'fr', 'pt'] as const)('the %s locale', (locale) => {
  it('has every key English has, in every feature file and area labels file', async () => {
    const english = await featureTree('en');
    const translated = await featureTree(locale);
    const missing = leafPaths(english).filter((path) => lookup(translated, path) === undefined);
    const extra = leafPaths(translated).filter((path) => lookup(english, path) === undefined);
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('keeps every placeholder and leaves nothing empty', async () => {
    await loadScreenMessages(locale);
    const messages = await loadMessages(locale);
    const english = await featureTree('en');
    const problems = leafPaths(english).flatMap((path) => {
      const text = lookup(messages, path) ?? '';
      const source = lookup(english, path)!;
      if (!text.trim()) return [`${path}: empty`];
      return placeholders(text).join() === placeholders(source).join() ? [] : [`${path}: placeholders differ`];
    });
    expect(problems).toEqual([]);
  });

  it('names every management area and titles its pages from its labels file', async () => {
    const labels = await featureTree(locale);
    const messages = await loadMessages(locale);
    for (const { name } of declarations) {
      for (const key of ['name', 'page.list', 'page.create', 'page.edit', 'page.show'].map(
        (k) => `resources.${name}.${k}`,
      )) {
        expect(lookup(labels, key), key).toBeTruthy();
        expect(lookup(messages, key), key).toBe(lookup(labels, key));
      }
    }
  });

  it('translates react-admin and the shell', async () => {
    const messages = await loadMessages(locale);
    expect(lookup(messages, 'ra.action.save')).not.toBe(lookup(englishNow(), 'ra.action.save'));
    expect(lookup(messages, 'app.navbar.signOut')).not.toBe(lookup(englishNow(), 'app.navbar.signOut'));
  });
});

describe('English', () => {
  it('has one file per feature for every other locale', async () => {
    const features = (paths: string[], locale: string) => paths.map((p) => p.replace(`/${locale}.ts`, '')).sort();
    const english = features(Object.keys(await featureFiles('en')), 'en');
    for (const locale of ['de', 'fr', 'pt'] as const) {
      expect(features(Object.keys(await featureFiles(locale)), locale)).toEqual(english);
    }
  });

  it('puts every feature file in exactly one part: the admin’s own or the template’s demo screens’', async () => {
    const every = Object.keys(import.meta.glob('/src/**/i18n/en.ts')).filter((path) => !path.startsWith('/src/i18n/'));
    const admin = Object.keys(await featureMessageFiles.admin.en()).filter((path) => path.startsWith('/src/'));
    const templates = Object.keys(await featureMessageFiles.templates.en());
    expect(admin.filter((path) => templates.includes(path))).toEqual([]);
    expect([...admin, ...templates].sort()).toEqual(every.sort());
    expect(admin).toContain('/src/admin-kit/i18n/en.ts');
  });

  it('carries every route title, breadcrumb and menu label in the shell, before any screen loads', () => {
    const keys = new Set<string>();
    for (const entry of routeTable()) {
      keys.add(entry.title);
      for (const crumb of entry.breadcrumb ?? []) keys.add(crumb.title);
      if (entry.menu) keys.add(`app.menu.groups.${entry.menu.group}`);
      if (entry.menu?.section) keys.add(entry.menu.section);
    }
    expect([...keys].filter((key) => lookup(englishShell, key) === undefined)).toEqual([]);
  });

  it('carries what the shell says of live updates: the menu’s count of new records and the notice when they are off', () => {
    expect(lookup(englishShell, 'adminKit.live.newItems')).toContain('%{count}');
    expect(lookup(englishShell, 'adminKit.live.off')).toMatch(/^Live updates are off/);
  });

  it('keeps page text out of the shell', () => {
    expect(lookup(englishShell, 'showcaseComponents.alert.title')).toBe('Alert');
    expect(lookup(englishShell, 'showcaseComponents.alert.severities.title')).toBeUndefined();
  });
});
