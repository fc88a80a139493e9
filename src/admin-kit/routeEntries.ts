import { registerRouteSource } from '@/routes/table';
import { areaRouteEntries } from './routeEntriesOf';

/** Adds every declared area's paths to the route table: menu, navbar search, titles, guard, route smoke test. */
registerRouteSource(areaRouteEntries);
