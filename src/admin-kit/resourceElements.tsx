import type { ReactElement } from 'react';
import { Resource, type RaRecord } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { AREA_ICONS } from './areaIcons';
import type { AreaMeta } from './declaration';
import { declarations } from './registry';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { shownNameText } from './shownName';

/**
 * How references and react-admin name a record: its representation, or the name of its code (`shownName`) in the
 * screen's language (the i18n provider keeps the document's `lang` on it).
 */
function recordRepresentationOf({ representation, shownName }: AreaMeta) {
  if (!shownName) return representation;
  return (record: RaRecord) =>
    shownNameText(record, shownName, representation, document.documentElement.lang || DEFAULT_LOCALE);
}

/**
 * One react-admin <Resource> per declared area, for registration only: its record representation and which views
 * exist, so references and buttons link to the right page. The screens themselves are served by the route table
 * (routeEntriesOf.ts), whose paths outrank the resource's `<area>/*`; any other path under an area is not found.
 * Render them inside <Admin>.
 */
export const resourceElements: ReactElement[] = declarations.map((declaration) => (
  <Resource
    key={declaration.name}
    name={declaration.name}
    hasCreate={Boolean(declaration.paths.add)}
    hasEdit={Boolean(declaration.paths.edit)}
    hasShow={Boolean(declaration.paths.show)}
    recordRepresentation={recordRepresentationOf(declaration)}
    icon={AREA_ICONS[declaration.menu.icon]}
  >
    <Route path="*" element={<Navigate to="/error-404" replace />} />
  </Resource>
));
