import TextFieldsIcon from '@mui/icons-material/TextFields';
import PaletteIcon from '@mui/icons-material/Palette';
import EmojiSymbolsIcon from '@mui/icons-material/EmojiSymbols';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteEntry } from '@/routes/types';
import type { TitledUnder } from '@/i18n/messageKeys';

export const UI_MENU = 'showcaseUi.menu';

function uiScreen(
  slug: string,
  key: TitledUnder<'showcaseUi'>,
  icon: SvgIconComponent,
  order: number,
  screen: RouteEntry['screen'],
): RouteEntry {
  const title = `showcaseUi.${key}.title` as const;
  return {
    path: `/ui/${slug}`,
    name: `ui-${slug}`,
    title,
    breadcrumb: [{ title: UI_MENU }, { title }],
    screen,
    menu: { group: 'ui', icon, order: 100 + order, section: UI_MENU },
  };
}

export const routes: RouteEntry[] = [
  uiScreen('typography', 'typography', TextFieldsIcon, 1, () => import('./TypographyShowcase')),
  uiScreen('colors', 'colors', PaletteIcon, 2, () => import('./ColorsShowcase')),
  uiScreen('feather', 'feather', EmojiSymbolsIcon, 3, () => import('./IconGalleryShowcase')),
];
