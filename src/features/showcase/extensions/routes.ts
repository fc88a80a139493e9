import FeedbackIcon from '@mui/icons-material/FeedbackOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import MouseIcon from '@mui/icons-material/Mouse';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import TuneIcon from '@mui/icons-material/Tune';
import TourIcon from '@mui/icons-material/TourOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteEntry } from '@/routes/types';
import type { TitledUnder } from '@/i18n/messageKeys';

export const EXTENSIONS_MENU = 'showcaseExtensions.menu';

/** One extension screen: `/extensions/<slug>`, titled `showcaseExtensions.<key>.title`, in the UI group's sub-menu. */
function extension(
  slug: string,
  key: TitledUnder<'showcaseExtensions'>,
  icon: SvgIconComponent,
  order: number,
  screen: RouteEntry['screen'],
): RouteEntry {
  const title = `showcaseExtensions.${key}.title` as const;
  return {
    path: `/extensions/${slug}`,
    name: `extensions-${slug}`,
    title,
    breadcrumb: [{ title: EXTENSIONS_MENU }, { title }],
    screen,
    menu: { group: 'ui', icon, order: 300 + order, section: EXTENSIONS_MENU },
  };
}

export const routes: RouteEntry[] = [
  extension('sweet-alert', 'sweetAlert', FeedbackIcon, 1, () => import('./sweet-alert/SweetAlertShowcase')),
  extension('drag-drop', 'dragDrop', DragIndicatorIcon, 2, () => import('./drag-drop/DragDropShowcase')),
  extension('swiper', 'swiper', ViewCarouselIcon, 3, () => import('./swiper/SwiperShowcase')),
  extension('clipboard', 'clipboard', ContentCopyIcon, 4, () => import('./clipboard/ClipboardShowcase')),
  extension('context-menu', 'contextMenu', MouseIcon, 5, () => import('./context-menu/ContextMenuShowcase')),
  extension(
    'toastification',
    'toastification',
    CampaignIcon,
    6,
    () => import('./toastification/ToastificationShowcase'),
  ),
  extension('i18n', 'i18n', TranslateIcon, 7, () => import('./i18n-demo/I18nShowcase')),
  extension('slider', 'slider', TuneIcon, 8, () => import('./slider/SliderShowcase')),
  extension('tour', 'tour', TourIcon, 9, () => import('./tour/TourShowcase')),
];
