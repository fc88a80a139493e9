import { useEffect, useMemo, useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { useLayoutSettings } from '@/layout/settings';
import { themesFor } from './skins';

/** The left-to-right styles' cache; the build renders the sign-in pages' HTML with it (src/root/renderSignInPage.tsx). */
export const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | undefined;
const loadRtlCache = () => import('./rtlCache').then((module) => (rtlCache = module.rtlCache));

/**
 * Chooses the theme from the stored skin and mirrors the whole layout when right-to-left is on (its style plugins
 * load only then; a page opened right to left waits for them rather than showing left to right first).
 */
export function ThemeRoot({ children }: { children: (theme: Theme) => ReactNode }) {
  const { skin, layoutType, rtl } = useLayoutSettings();
  const theme = useMemo(() => themesFor(skin, layoutType, rtl).main, [skin, layoutType, rtl]);
  const [cache, setCache] = useState<EmotionCache | undefined>(() => (rtl ? rtlCache : ltrCache));
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.dataset.skin = skin;
  }, [rtl, skin]);
  useEffect(() => {
    const ready = rtl ? rtlCache : ltrCache;
    if (ready) return setCache(ready);
    // Switched on while the app runs: the page keeps its styles until the mirrored ones are ready (nothing remounts).
    let current = true;
    void loadRtlCache().then((loaded) => current && setCache(loaded));
    return () => {
      current = false;
    };
  }, [rtl]);
  if (!cache) return null;
  return <CacheProvider value={cache}>{children(theme)}</CacheProvider>;
}
