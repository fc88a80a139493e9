import NotificationImportantIcon from '@mui/icons-material/NotificationImportantOutlined';
import AspectRatioIcon from '@mui/icons-material/AspectRatio';
import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import DoubleArrowIcon from '@mui/icons-material/DoubleArrow';
import SmartButtonIcon from '@mui/icons-material/SmartButton';
import ViewWeekIcon from '@mui/icons-material/ViewWeekOutlined';
import ViewStreamIcon from '@mui/icons-material/ViewStreamOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import ViewCarouselIcon from '@mui/icons-material/ViewCarouselOutlined';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import ArrowDropDownCircleIcon from '@mui/icons-material/ArrowDropDownCircleOutlined';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PermMediaIcon from '@mui/icons-material/PermMediaOutlined';
import WebAssetIcon from '@mui/icons-material/WebAsset';
import NavigationIcon from '@mui/icons-material/Navigation';
import LayersIcon from '@mui/icons-material/Layers';
import LastPageIcon from '@mui/icons-material/LastPage';
import PagesIcon from '@mui/icons-material/Pages';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportantOutlined';
import ChatBubbleIcon from '@mui/icons-material/ChatBubbleOutline';
import LinearScaleIcon from '@mui/icons-material/LinearScale';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebarOutlined';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import TabIcon from '@mui/icons-material/Tab';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import TimelineIcon from '@mui/icons-material/Timeline';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteEntry } from '@/routes/types';
import type { TitledUnder } from '@/i18n/messageKeys';

export const COMPONENTS_MENU = 'showcaseComponents.menu';

/** One component screen: `/components/<slug>`, titled `showcaseComponents.<key>.title`, in the UI group's sub-menu. */
function component(
  slug: string,
  key: TitledUnder<'showcaseComponents'>,
  icon: SvgIconComponent,
  order: number,
  screen: RouteEntry['screen'],
): RouteEntry {
  const title = `showcaseComponents.${key}.title` as const;
  return {
    path: `/components/${slug}`,
    name: `components-${slug}`,
    title,
    breadcrumb: [{ title: COMPONENTS_MENU }, { title }],
    screen,
    menu: { group: 'ui', icon, order: 200 + order, section: COMPONENTS_MENU },
  };
}

export const routes: RouteEntry[] = [
  component('alert', 'alert', NotificationImportantIcon, 1, () => import('./AlertShowcase')),
  component('aspect', 'aspect', AspectRatioIcon, 2, () => import('./AspectShowcase')),
  component('avatar', 'avatar', AccountCircleIcon, 3, () => import('./AvatarShowcase')),
  component('badge', 'badge', BadgeIcon, 4, () => import('./BadgeShowcase')),
  component('breadcrumb', 'breadcrumb', DoubleArrowIcon, 5, () => import('./BreadcrumbShowcase')),
  component('button', 'button', SmartButtonIcon, 6, () => import('./ButtonShowcase')),
  component('button-group', 'buttonGroup', ViewWeekIcon, 7, () => import('./ButtonGroupShowcase')),
  component('button-toolbar', 'buttonToolbar', ViewStreamIcon, 8, () => import('./ButtonToolbarShowcase')),
  component('calendar', 'calendar', CalendarMonthIcon, 9, () => import('./CalendarShowcase')),
  component('carousel', 'carousel', ViewCarouselIcon, 10, () => import('./CarouselShowcase')),
  component('collapse', 'collapse', UnfoldMoreIcon, 11, () => import('./CollapseShowcase')),
  component('dropdown', 'dropdown', ArrowDropDownCircleIcon, 12, () => import('./DropdownShowcase')),
  component('embed', 'embed', OndemandVideoIcon, 13, () => import('./EmbedShowcase')),
  component('image', 'image', ImageIcon, 14, () => import('./ImageShowcase')),
  component('list-group', 'listGroup', ListAltIcon, 15, () => import('./ListGroupShowcase')),
  component('media', 'media', PermMediaIcon, 16, () => import('./MediaShowcase')),
  component('modal', 'modal', WebAssetIcon, 17, () => import('./ModalShowcase')),
  component('nav', 'nav', NavigationIcon, 18, () => import('./NavShowcase')),
  component('overlay', 'overlay', LayersIcon, 19, () => import('./OverlayShowcase')),
  component('pagination', 'pagination', LastPageIcon, 20, () => import('./PaginationShowcase')),
  component('pagination-nav', 'paginationNav', PagesIcon, 21, () => import('./PaginationNavShowcase')),
  component('pill', 'pill', LabelIcon, 22, () => import('./PillShowcase')),
  component('pill-badge', 'pillBadge', LabelImportantIcon, 23, () => import('./PillBadgeShowcase')),
  component('popover', 'popover', ChatBubbleIcon, 24, () => import('./PopoverShowcase')),
  component('progress', 'progress', LinearScaleIcon, 25, () => import('./ProgressShowcase')),
  component('sidebar', 'sidebar', ViewSidebarIcon, 26, () => import('./SidebarShowcase')),
  component('spinner', 'spinner', AutorenewIcon, 27, () => import('./SpinnerShowcase')),
  component('tab', 'tab', TabIcon, 28, () => import('./TabShowcase')),
  component('time', 'time', AccessTimeIcon, 29, () => import('./TimeShowcase')),
  component('timeline', 'timeline', TimelineIcon, 30, () => import('./TimelineShowcase')),
  component('toasts', 'toasts', NotificationsActiveIcon, 31, () => import('./ToastsShowcase')),
  component('tooltip', 'tooltip', InfoIcon, 32, () => import('./TooltipShowcase')),
];
