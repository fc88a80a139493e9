import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LinearProgress } from '@mui/material';
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import type { View } from './declaration';
import { declarations, loadDeclarations } from './registry';

const lazyView = (view: View | 'create'): ComponentType => {
  const View = lazy(() => Promise.all([import('./views'), loadDeclarations(), ensureScreenMessages()]).then(([module]) => ({ default: view === 'create' ? module.CreateRedirect : module.VIEWS[view] })));
  return function SuspendedView() {
    return (
      <Suspense fallback={<LinearProgress aria-label="loading" sx={{ m: 2 }} />}>
        <View />
      </Suspense>
    );
  };
};

const ListView = lazyView('list');
const AddView = lazyView('add');
const EditView = lazyView('edit');
const ShowView = lazyView('show');
const CreateRedirect = lazyView('create');

/**
 * One react-admin <Resource> per declared area: it registers the area (record representation, which views exist,
 * so references link to the right page) and serves its views, with /<area>/add as the add page (react-admin's
 * /create redirects there). Render them inside <Admin>.
 *
 * In the app the route table also lists every one of these paths (routeEntries.ts) with the same screens; its
 * routes outrank a resource's `<area>/*`, so those pages get the route table's guard, title and breadcrumb.
 */
export const resourceElements: ReactElement[] = declarations.map((declaration) => (
  <Resource
    key={declaration.name}
    name={declaration.name}
    list={ListView}
    create={declaration.paths.add ? CreateRedirect : undefined}
    edit={declaration.paths.edit ? EditView : undefined}
    show={declaration.paths.show ? ShowView : undefined}
    recordRepresentation={declaration.representation}
    icon={declaration.menu.icon}
  >
    {declaration.paths.add && <Route path="add" element={<AddView />} />}
  </Resource>
));

