import { useSyncExternalStore } from 'react';
import {
  CONTENT_WIDTHS,
  DEFAULT_SETTINGS,
  FOOTER_TYPES,
  LAYOUT_TYPES,
  NAVBAR_COLORS,
  NAVBAR_TYPES,
  ROUTER_TRANSITIONS,
  SKINS,
  type LayoutSettings,
} from './types';

export const SETTINGS_KEY = 'layoutSettings';
/** The skin also lives under its own key, as the seed says the skin is saved in local storage. */
export const SKIN_KEY = 'skin';

type Listener = () => void;
const listeners = new Set<Listener>();

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** Reads stored settings, keeping only known values so a stale or hand-edited entry cannot break the layout. */
export function readSettings(): LayoutSettings {
  let stored: Partial<Record<keyof LayoutSettings, unknown>> = {};
  try {
    stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') ?? {};
  } catch {
    stored = {};
  }
  const d = DEFAULT_SETTINGS;
  const bool = (v: unknown, f: boolean) => (typeof v === 'boolean' ? v : f);
  return {
    skin: oneOf(SKINS, localStorage.getItem(SKIN_KEY) ?? stored.skin, d.skin),
    layoutType: oneOf(LAYOUT_TYPES, stored.layoutType, d.layoutType),
    contentWidth: oneOf(CONTENT_WIDTHS, stored.contentWidth, d.contentWidth),
    menuCollapsed: bool(stored.menuCollapsed, d.menuCollapsed),
    menuHidden: bool(stored.menuHidden, d.menuHidden),
    rtl: bool(stored.rtl, d.rtl),
    navbarColor: oneOf(NAVBAR_COLORS, stored.navbarColor, d.navbarColor),
    navbarType: oneOf(NAVBAR_TYPES, stored.navbarType, d.navbarType),
    footerType: oneOf(FOOTER_TYPES, stored.footerType, d.footerType),
    routerTransition: oneOf(ROUTER_TRANSITIONS, stored.routerTransition, d.routerTransition),
    bookmarks: Array.isArray(stored.bookmarks) ? stored.bookmarks.filter((b) => typeof b === 'string') : d.bookmarks,
  };
}

let current: LayoutSettings | null = null;

export function getSettings(): LayoutSettings {
  current ??= readSettings();
  return current;
}

export function updateSettings(patch: Partial<LayoutSettings>): void {
  current = { ...getSettings(), ...patch };
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(current));
  localStorage.setItem(SKIN_KEY, current.skin);
  listeners.forEach((listener) => listener());
}

export function resetSettings(): void {
  updateSettings(DEFAULT_SETTINGS);
}

/** Forgets the cached copy; tests use it after clearing local storage. */
export function reloadSettings(): void {
  current = null;
  listeners.forEach((listener) => listener());
}

/** Another tab of the app changed the settings (or cleared storage): this one follows, as it would after a reload. */
function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === SETTINGS_KEY || event.key === SKIN_KEY) reloadSettings();
}

function subscribe(listener: Listener) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}

export function toggleBookmark(path: string): void {
  const { bookmarks } = getSettings();
  updateSettings({ bookmarks: bookmarks.includes(path) ? bookmarks.filter((p) => p !== path) : [...bookmarks, path] });
}
