import type { Crumb, RouteEntry } from '@/routes/types';
import { VIEW_ACTION, type ResourceMeta, type View } from './declaration';
import { declarations, loadDeclarations } from './registry';

const MANAGEMENT: Crumb = { title: 'app.menu.groups.management' };

const screen = (area: string, view: View | 'create') => () =>
  Promise.all([import('./views'), loadDeclarations()]).then(([module]) => ({ default: module.screenFor(area, view) }));

/** Route-table entries of one area: menu, navbar search, page titles, breadcrumbs, guard and the route smoke test. */
export function routeEntriesOf(declaration: ResourceMeta): RouteEntry[] {
  const { name, paths, subject } = declaration;
  const page = (view: string) => `resources.${name}.page.${view}`;
  const toList: Crumb = { title: page('list'), to: paths.list };
  const example = `/${name}/${encodeURIComponent(String(declaration.exampleId))}`;
  const entries: RouteEntry[] = [
    {
      path: paths.list, name: `management-${name}-list`, title: page('list'), subject, action: VIEW_ACTION.list,
      menu: { group: 'management', icon: declaration.menu.icon, order: declaration.menu.order, section: declaration.menu.section },
      breadcrumb: [MANAGEMENT, { title: page('list') }], screen: screen(name, 'list'),
    },
  ];
  if (paths.add) {
    entries.push(
      { path: paths.add, name: `management-${name}-add`, title: page('create'), subject, action: VIEW_ACTION.add,
        breadcrumb: [MANAGEMENT, toList, { title: page('create') }], screen: screen(name, 'add') },
      // react-admin's own create path; the screen sends it on to /add.
      { path: `/${name}/create`, name: `management-${name}-create`, title: page('create'), subject, action: VIEW_ACTION.add,
        searchable: false, screen: screen(name, 'create') },
    );
  }
  if (paths.edit) {
    entries.push({ path: paths.edit, name: `management-${name}-edit`, title: page('edit'), subject, action: VIEW_ACTION.edit, searchable: false,
      examples: [example], breadcrumb: [MANAGEMENT, toList, { title: page('edit') }], screen: screen(name, 'edit') });
  }
  if (paths.show && !paths.edit) {
    entries.push({ path: `/${name}/:id`, name: `management-${name}-record`, title: page('show'), subject, action: VIEW_ACTION.show, searchable: false,
      examples: [example], screen: () => import('./ShowRedirect') });
  }
  if (paths.show) {
    entries.push({ path: paths.show, name: `management-${name}-show`, title: page('show'), subject, action: VIEW_ACTION.show, searchable: false,
      examples: [`${example}/show`], breadcrumb: [MANAGEMENT, toList, { title: page('show') }], screen: screen(name, 'show') });
  }
  return entries;
}

export const resourceRouteEntries = (): RouteEntry[] => declarations.flatMap(routeEntriesOf);

