import type { ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import type { RouteEntry } from '@/routes/types';
import { PageHeader } from './Breadcrumbs';
import { RouterTransition } from './RouterTransition';
import { MAIN_CONTENT_ID } from './SkipLink';
import type { LayoutSettings } from './settings';

/**
 * Whether the route's screen fills the window (the email, to-do and chat apps): the layout is then as tall as the
 * window, and the screen's panes scroll inside instead of the page.
 */
export const fillsWindow = (route: RouteEntry | undefined) => route?.content === 'left-sidebar';

/** A column that hands its height down to its last child (the screen), for screens that fill the window. */
const FILL = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/** The page body shared by both layouts: width, title and breadcrumb, and the router transition. */
export function ContentArea({ settings, route, children }: { settings: LayoutSettings; route?: RouteEntry; children: ReactNode }) {
  const fill = fillsWindow(route);
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, py: 3, minWidth: 0, ...(fill && FILL) }}
      data-content-width={settings.contentWidth} data-fills-window={fill || undefined}>
      <Container maxWidth={settings.contentWidth === 'boxed' ? 'lg' : false} sx={{ px: { xs: 1.5, sm: 3 }, ...(fill && { ...FILL, flex: 1 }) }}>
        <PageHeader route={route} />
        <RouterTransition type={settings.routerTransition} fill={fill}>{children}</RouterTransition>
      </Container>
    </Box>
  );
}
