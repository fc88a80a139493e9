import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  getSettings,
  reloadSettings,
  toggleBookmark,
  updateSettings,
  useLayoutSettings,
  SETTINGS_KEY,
  SKIN_KEY,
} from '@/layout/settings';
import { effectiveSkin, themesFor } from '@/theme/skins';

describe('layout settings', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSettings();
  });

  it('defaults to the seed: vertical, light, full width, floating navbar, static footer', () => {
    expect(getSettings()).toMatchObject({
      layoutType: 'vertical',
      skin: 'light',
      contentWidth: 'full',
      navbarType: 'floating',
      footerType: 'static',
    });
  });

  it('persists every change and restores it after a reload', () => {
    updateSettings({ skin: 'dark', layoutType: 'horizontal', rtl: true, routerTransition: 'fade' });
    expect(localStorage.getItem(SKIN_KEY)).toBe('dark');
    reloadSettings();
    expect(getSettings()).toMatchObject({
      skin: 'dark',
      layoutType: 'horizontal',
      rtl: true,
      routerTransition: 'fade',
    });
  });

  it('follows a change made in another tab (a storage event), without a reload', () => {
    const { result } = renderHook(() => useLayoutSettings());
    expect(result.current).toMatchObject({ skin: 'light', rtl: false });
    act(() => {
      // What the other tab's updateSettings wrote; the browser tells this tab with a storage event.
      localStorage.setItem(SKIN_KEY, 'dark');
      localStorage.setItem(SETTINGS_KEY, JSON.stringify({ rtl: true }));
      window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY }));
    });
    expect(result.current).toMatchObject({ skin: 'dark', rtl: true });
  });

  it('ignores unknown stored values instead of breaking the layout', () => {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ layoutType: 'diagonal', rtl: 'yes', footerType: 'sticky' }));
    localStorage.setItem(SKIN_KEY, 'neon');
    reloadSettings();
    expect(getSettings()).toMatchObject({ layoutType: 'vertical', rtl: false, footerType: 'sticky', skin: 'light' });
  });

  it('survives a corrupted entry', () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    reloadSettings();
    expect(getSettings()).toEqual({ ...DEFAULT_SETTINGS });
  });

  it('stars and unstars bookmarks, starting with calendar, chat, email and to-do', () => {
    expect(getSettings().bookmarks).toEqual(['/apps/calendar', '/apps/chat', '/apps/email', '/apps/todo']);
    toggleBookmark('/pages/faq');
    toggleBookmark('/apps/chat');
    reloadSettings();
    expect(getSettings().bookmarks).toEqual(['/apps/calendar', '/apps/email', '/apps/todo', '/pages/faq']);
  });
});

describe('skins', () => {
  it('semi-dark darkens only the vertical menu', () => {
    const { main, menu } = themesFor('semi-dark', 'vertical', false);
    expect(main.palette.mode).toBe('light');
    expect(menu.palette.mode).toBe('dark');
  });

  it('semi-dark falls back to light on the horizontal layout', () => {
    expect(effectiveSkin('semi-dark', 'horizontal')).toBe('light');
    expect(themesFor('semi-dark', 'horizontal', false).menu.palette.mode).toBe('light');
  });

  it('bordered cards are flat with a border; right-to-left sets the direction', () => {
    const bordered = themesFor('bordered', 'vertical', true).main;
    expect(bordered.components?.MuiCard?.defaultProps?.elevation).toBe(0);
    expect(bordered.direction).toBe('rtl');
    expect(themesFor('dark', 'vertical', false).main.palette.background.default).toBe('#161d31');
  });
});
