import { PageLoading } from '@/routes/PageLoading';

const placeholder = <PageLoading minHeight="100vh" />;

/**
 * An area's page holds the height the route's loading fallback had, while the session is checked, while its record
 * loads and once shown: the footer stays below the fold, so nothing shifts as the page fills in (a reload renders the
 * page at once, src/routes/lazyScreen.ts). Spread on react-admin's Edit, Create or Show.
 */
export const pagePlace = { authLoading: placeholder, loading: placeholder, sx: { minHeight: '100vh' } } as const;

/**
 * A record's page with an aside (the History panel): side by side from `lg` up, the aside below the record on
 * narrower windows. react-admin lays main and aside out as a row whose card may shrink, so a full-width aside
 * otherwise squeezes the record's card to 0 px on every phone and tablet.
 */
export const recordPagePlace = {
  ...pagePlace,
  sx: {
    ...pagePlace.sx,
    '& .RaEdit-main, & .RaShow-main': {
      flexDirection: { xs: 'column', lg: 'row' },
      alignItems: { xs: 'stretch', lg: 'flex-start' },
    },
    '& .RaEdit-card, & .RaShow-card': { minWidth: 0 },
  },
} as const;
