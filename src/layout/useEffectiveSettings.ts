import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '@/routes/table';
import type { RouteEntry } from '@/routes/types';
import { useLayoutSettings, type LayoutSettings } from './settings';

/** Stored settings with the current route's overrides applied (the page-layouts showcase changes one route only). */
export function useEffectiveSettings(): { settings: LayoutSettings; route: RouteEntry | undefined } {
  const stored = useLayoutSettings();
  const { pathname } = useLocation();
  const route = useMemo(() => findRoute(pathname), [pathname]);
  const settings = useMemo(() => ({ ...stored, ...route?.layoutOverride }), [stored, route]);
  return { settings, route };
}
