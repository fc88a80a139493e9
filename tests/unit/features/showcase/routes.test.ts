// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/routes/table';
import { englishShell } from '@/i18n/messages';
import type { MessageTree } from '@/i18n/types';

const COMPONENTS = [
  'alert',
  'aspect',
  'avatar',
  'badge',
  'breadcrumb',
  'button',
  'button-group',
  'button-toolbar',
  'calendar',
  'carousel',
  'collapse',
  'dropdown',
  'embed',
  'image',
  'list-group',
  'media',
  'modal',
  'nav',
  'overlay',
  'pagination',
  'pagination-nav',
  'pill',
  'pill-badge',
  'popover',
  'progress',
  'sidebar',
  'spinner',
  'tab',
  'time',
  'timeline',
  'toasts',
  'tooltip',
];
const EXTENSIONS = [
  'sweet-alert',
  'drag-drop',
  'swiper',
  'clipboard',
  'context-menu',
  'toastification',
  'i18n',
  'slider',
  'tour',
];
const UI = ['typography', 'colors', 'feather'];

const entry = (path: string) => routeTable().find((e) => e.path === path);
const english = (key: string) =>
  key
    .split('.')
    .reduce<string | MessageTree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      englishShell,
    );

describe('showcase routes', () => {
  it.each([
    ...COMPONENTS.map((slug) => [`/components/${slug}`, 'showcaseComponents.menu']),
    ...EXTENSIONS.map((slug) => [`/extensions/${slug}`, 'showcaseExtensions.menu']),
    ...UI.map((slug) => [`/ui/${slug}`, 'showcaseUi.menu']),
  ])('%s sits in the UI menu under %s with a translated title', (path, section) => {
    const route = entry(path);
    expect(route).toBeDefined();
    expect(route!.menu).toMatchObject({ group: 'ui', section });
    expect(typeof english(route!.title)).toBe('string');
    expect(typeof english(section)).toBe('string');
    expect(route!.layout).toBeUndefined();
  });

  it('page layouts apply their layout to their own route only, from the others group', () => {
    const expected = {
      '/page-layouts/collapsed-menu': { menuCollapsed: true },
      '/page-layouts/boxed-layout': { contentWidth: 'boxed' },
      '/page-layouts/without-menu': { menuHidden: true },
      '/page-layouts/layout-empty': { navbarType: 'hidden', footerType: 'hidden' },
    };
    for (const [path, override] of Object.entries(expected)) {
      expect(entry(path)?.layoutOverride).toEqual(override);
      expect(entry(path)?.menu).toMatchObject({ group: 'others', section: 'showcasePageLayouts.menu' });
    }
    expect(entry('/page-layouts/layout-blank')).toMatchObject({ layout: 'full' });
    expect(entry('/page-layouts/layout-blank')?.layoutOverride).toBeUndefined();
  });

  it('every showcase screen module loads and exports a component', async () => {
    const showcase = routeTable().filter((e) => /^\/(components|extensions|ui|page-layouts)\//.test(e.path));
    expect(showcase).toHaveLength(COMPONENTS.length + EXTENSIONS.length + UI.length + 5);
    for (const route of showcase) expect(typeof (await route.screen()).default).toBe('function');
  }, 60_000);
});
