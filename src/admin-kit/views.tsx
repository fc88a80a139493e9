import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ResourceContextProvider, useResourceContext } from 'react-admin';
import type { View } from './declaration';
import { ResourceCreate } from './form/ResourceCreate';
import { ResourceEdit } from './form/ResourceEdit';
import { ResourceList } from './list/ResourceList';
import { ResourceShow } from './show/ResourceShow';

/*
 * The generated screens. This module is loaded lazily (the route table's screens and the <Resource> views point
 * here), so react-admin's list and form components stay out of the first page.
 */
export const VIEWS: Record<View, ComponentType> = { list: ResourceList, add: ResourceCreate, edit: ResourceEdit, show: ResourceShow };

/** react-admin's /<area>/create goes to the seed's /<area>/add, keeping a prefilled record (`?source=`). */
export function CreateRedirect() {
  const area = useResourceContext();
  const { search, state } = useLocation();
  return <Navigate to={`/${area}/add${search}`} state={state} replace />;
}

const screens = new Map<string, ComponentType>();

/** A route-table screen: one view of one area, with the area as react-admin's resource context. */
export function screenFor(area: string, view: View | 'create'): ComponentType {
  const cacheKey = `${area}:${view}`;
  let screen = screens.get(cacheKey);
  if (!screen) {
    const View = view === 'create' ? CreateRedirect : VIEWS[view];
    screen = function AreaScreen() {
      return (
        <ResourceContextProvider value={area}>
          <View />
        </ResourceContextProvider>
      );
    };
    screens.set(cacheKey, screen);
  }
  return screen;
}
