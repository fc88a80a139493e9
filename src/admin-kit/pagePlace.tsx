import { PageLoading } from '@/routes/PageLoading';

const placeholder = <PageLoading minHeight="100vh" />;

/**
 * An area's page holds the height the route's loading fallback had, while the session is checked, while its record
 * loads and once shown: the footer stays below the fold, so nothing shifts as the page fills in (a reload renders the
 * page at once, src/routes/lazyScreen.ts). Spread on react-admin's Edit, Create or Show.
 */
export const pagePlace = { authLoading: placeholder, loading: placeholder, sx: { minHeight: '100vh' } } as const;
