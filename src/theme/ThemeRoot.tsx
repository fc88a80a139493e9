import { useEffect, useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Theme } from '@mui/material/styles';
import { useLayoutSettings } from '@/layout/settings';
import { themesFor } from './skins';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });

/** Chooses the theme from the stored skin and mirrors the whole layout when right-to-left is on. */
export function ThemeRoot({ children }: { children: (theme: Theme) => ReactNode }) {
  const { skin, layoutType, rtl } = useLayoutSettings();
  const theme = useMemo(() => themesFor(skin, layoutType, rtl).main, [skin, layoutType, rtl]);
  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
    document.documentElement.dataset.skin = skin;
  }, [rtl, skin]);
  return <CacheProvider value={rtl ? rtlCache : ltrCache}>{children(theme)}</CacheProvider>;
}
