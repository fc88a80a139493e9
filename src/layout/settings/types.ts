export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export const LAYOUT_TYPES = ['vertical', 'horizontal'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const;
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;
export const ROUTER_TRANSITIONS = ['zoom-fade', 'fade', 'fade-bottom', 'none'] as const;
export const NAVBAR_COLORS = [
  'default',
  'primary',
  'secondary',
  'success',
  'error',
  'info',
  'warning',
  'dark',
] as const;

export type Skin = (typeof SKINS)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type NavbarType = (typeof NAVBAR_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type RouterTransition = (typeof ROUTER_TRANSITIONS)[number];
export type NavbarColor = (typeof NAVBAR_COLORS)[number];

/** Every layout setting of seed section 9, persisted as one object. */
export interface LayoutSettings {
  skin: Skin;
  layoutType: LayoutType;
  contentWidth: ContentWidth;
  menuCollapsed: boolean;
  menuHidden: boolean;
  rtl: boolean;
  navbarColor: NavbarColor;
  navbarType: NavbarType;
  footerType: FooterType;
  routerTransition: RouterTransition;
  /** Paths starred in the navbar. */
  bookmarks: string[];
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  skin: 'light',
  layoutType: 'vertical',
  contentWidth: 'full',
  menuCollapsed: false,
  menuHidden: false,
  rtl: false,
  navbarColor: 'default',
  navbarType: 'floating',
  footerType: 'static',
  routerTransition: 'zoom-fade',
  bookmarks: ['/apps/calendar', '/apps/chat', '/apps/email', '/apps/todo'],
};
