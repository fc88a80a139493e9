import { Route } from 'react-router-dom';
import { decideAccess } from '@/routes/access';
import { RouteScreen } from '@/routes/RouteScreen';
import type { RouteEntry } from '@/routes/types';

export const routeElement = (entry: RouteEntry) => (
  <Route key={entry.path} path={entry.path} element={<RouteScreen entry={entry} decide={decideAccess} />} />
);
