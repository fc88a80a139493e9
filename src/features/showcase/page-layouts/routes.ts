import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import CropFreeIcon from '@mui/icons-material/CropFree';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import type { RouteEntry } from '@/routes/types';
import { PAGE_LAYOUTS } from './layouts';

export const PAGE_LAYOUTS_MENU = 'showcasePageLayouts.menu';

const ICONS = {
  'collapsed-menu': MenuOpenIcon,
  'boxed-layout': CropFreeIcon,
  'without-menu': ViewSidebarIcon,
  'layout-empty': FullscreenIcon,
  'layout-blank': CheckBoxOutlineBlankIcon,
} as const;

const SCREENS: Record<(typeof PAGE_LAYOUTS)[number]['slug'], RouteEntry['screen']> = {
  'collapsed-menu': () => import('./CollapsedMenuPage'),
  'boxed-layout': () => import('./BoxedLayoutPage'),
  'without-menu': () => import('./WithoutMenuPage'),
  'layout-empty': () => import('./LayoutEmptyPage'),
  'layout-blank': () => import('./LayoutBlankPage'),
};

export const routes: RouteEntry[] = PAGE_LAYOUTS.map(({ slug, key, override }, index) => {
  const title = `showcasePageLayouts.${key}.title` as const;
  return {
    path: `/page-layouts/${slug}`,
    name: `page-layouts-${slug}`,
    title,
    breadcrumb: [{ title: PAGE_LAYOUTS_MENU }, { title }],
    screen: SCREENS[slug],
    menu: { group: 'others', icon: ICONS[slug], order: 500 + index, section: PAGE_LAYOUTS_MENU },
    ...(override ? { layoutOverride: override } : { layout: 'full' as const }),
  };
});
