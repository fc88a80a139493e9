import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';

const screens = new Map<string, ComponentType>();

/** A route-table screen: one view of one area, with the area as react-admin's resource context. */
export function areaScreen(area: string, view: string, View: ComponentType): ComponentType {
  const cacheKey = `${area}:${view}`;
  let screen = screens.get(cacheKey);
  if (!screen) {
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
