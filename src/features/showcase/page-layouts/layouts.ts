import type { LayoutSettings } from '@/layout/settings';

/** The page-layouts showcase: each path shows one layout, forced on that route only. */
export const PAGE_LAYOUTS = [
  { slug: 'collapsed-menu', key: 'collapsedMenu', override: { menuCollapsed: true } },
  { slug: 'boxed-layout', key: 'boxedLayout', override: { contentWidth: 'boxed' } },
  { slug: 'without-menu', key: 'withoutMenu', override: { menuHidden: true } },
  { slug: 'layout-empty', key: 'layoutEmpty', override: { navbarType: 'hidden', footerType: 'hidden' } },
  { slug: 'layout-blank', key: 'layoutBlank', override: null },
] as const satisfies ReadonlyArray<{ slug: string; key: string; override: Partial<LayoutSettings> | null }>;

export type PageLayoutSlug = (typeof PAGE_LAYOUTS)[number]['slug'];
