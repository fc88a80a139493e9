import type { ComponentType } from 'react';
import type { Crumb, RouteEntry } from '@/routes/types';
import { AREA_ICONS } from './areaIcons';
import { VIEW_ACTION, type AreaMeta, type View } from './declaration';
import { declarations, loadDeclarations } from './registry';
import { loadAreaWidgets } from './widgets/areaWidgets';
import { areaKey } from '@/i18n/messageKeys';
import type { PageView } from '@/i18n/areaLabels';

const MANAGEMENT: Crumb = { title: 'app.menu.groups.management' };

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * The generated views: a list, a detail page (its tabs and history), and the add and edit pages in one chunk. A list
 * or detail page loads no form, rich text editor, permission matrix or image upload; a list no detail page.
 */
const GENERATED: Record<View, () => ScreenModule> = {
  list: () => import('./list/ResourceList'),
  show: () => import('./show/ResourceShow'),
  add: () => import('./formScreens').then((m) => ({ default: m.add })),
  edit: () => import('./formScreens').then((m) => ({ default: m.edit })),
};

/**
 * The one place an area's screens come from: the area's own view when its declaration replaces it (`components`),
 * else the generated one; with the area's own widgets that view shows or edits, and for the add and edit pages the
 * schemas they validate with (a generated list or detail page knows the fields from src/admin-kit/areas.ts, without zod).
 */
const screen = (declaration: AreaMeta, view: View | 'create') => () => {
  const { name } = declaration;
  // react-admin's /create path only sends the visitor on to /add, which needs the form chunk anyway.
  const load =
    view === 'create'
      ? () => import('./formScreens').then((m) => ({ default: m.create }))
      : (declaration.components?.[view] ?? GENERATED[view]);
  // An area's own view may read its schemas (declarationOf), as the generated add and edit pages do.
  const needsSchemas =
    view === 'add' || view === 'edit' || view === 'create' || Boolean(declaration.components?.[view]);
  return Promise.all([
    load(),
    import('./areaScreen'),
    needsSchemas ? loadDeclarations() : undefined,
    view === 'create' ? undefined : loadAreaWidgets(name, view),
  ]).then(([module, { areaScreen }]) => ({ default: areaScreen(name, view, module.default) }));
};

/** Route-table entries of one area: menu, navbar search, page titles, breadcrumbs, guard and the route smoke test. */
export function routeEntriesOf(declaration: AreaMeta): RouteEntry[] {
  const { name, paths, subject } = declaration;
  const page = (view: PageView) => areaKey(name, `page.${view}`);
  const toList: Crumb = { title: page('list'), to: paths.list };
  const example = `/${name}/${encodeURIComponent(String(declaration.exampleId))}`;
  const entries: RouteEntry[] = [
    {
      path: paths.list,
      name: `management-${name}-list`,
      title: page('list'),
      subject,
      action: VIEW_ACTION.list,
      menu: {
        group: 'management',
        icon: AREA_ICONS[declaration.menu.icon],
        order: declaration.menu.order,
        section: declaration.menu.section,
      },
      breadcrumb: [MANAGEMENT, { title: page('list') }],
      screen: screen(declaration, 'list'),
    },
  ];
  if (paths.add) {
    entries.push(
      {
        path: paths.add,
        name: `management-${name}-add`,
        title: page('create'),
        subject,
        action: VIEW_ACTION.add,
        breadcrumb: [MANAGEMENT, toList, { title: page('create') }],
        screen: screen(declaration, 'add'),
      },
      // react-admin's own create path; the screen sends it on to /add.
      {
        path: `/${name}/create`,
        name: `management-${name}-create`,
        title: page('create'),
        subject,
        action: VIEW_ACTION.add,
        searchable: false,
        screen: screen(declaration, 'create'),
      },
    );
  }
  if (paths.edit) {
    entries.push({
      path: paths.edit,
      name: `management-${name}-edit`,
      title: page('edit'),
      subject,
      action: VIEW_ACTION.edit,
      searchable: false,
      examples: [example],
      breadcrumb: [MANAGEMENT, toList, { title: page('edit') }],
      screen: screen(declaration, 'edit'),
      // A reader of the area opening the record's address lands on its detail page.
      ...(paths.show
        ? { otherwise: { action: VIEW_ACTION.show, to: (pathname: string) => `${pathname.replace(/\/$/, '')}/show` } }
        : {}),
    });
  }
  if (paths.show && !paths.edit) {
    entries.push({
      path: `/${name}/:id`,
      name: `management-${name}-record`,
      title: page('show'),
      subject,
      action: VIEW_ACTION.show,
      searchable: false,
      examples: [example],
      screen: () => import('./ShowRedirect'),
    });
  }
  if (paths.show) {
    entries.push({
      path: paths.show,
      name: `management-${name}-show`,
      title: page('show'),
      subject,
      action: VIEW_ACTION.show,
      searchable: false,
      examples: [`${example}/show`],
      breadcrumb: [MANAGEMENT, toList, { title: page('show') }],
      screen: screen(declaration, 'show'),
    });
  }
  // The management screens show the admin's strings and the areas' labels, never the template's demo screens'.
  return entries.map((entry) => ({ ...entry, messages: 'admin' }));
}

export const areaRouteEntries = (): RouteEntry[] => declarations.flatMap(routeEntriesOf);
