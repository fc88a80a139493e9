import MapIcon from '@mui/icons-material/MapOutlined';
import type { RouteEntry } from '@/routes/types';

/** The map screen is a lazy chunk: Leaflet and its CSS are imported by the screen only, never from here. */
export const routes: RouteEntry[] = [
  {
    path: '/maps/leaflet',
    name: 'maps-leaflet',
    title: 'showcaseMaps.title',
    breadcrumb: [{ title: 'showcaseMaps.crumb' }, { title: 'showcaseMaps.title' }],
    screen: () => import('./LeafletShowcase'),
    menu: { group: 'charts', icon: MapIcon, order: 200 },
  },
];
