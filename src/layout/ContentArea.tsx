import type { ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import type { RouteEntry } from '@/routes/types';
import { PageHeader } from './Breadcrumbs';
import { RouterTransition } from './RouterTransition';
import type { LayoutSettings } from './settings';

/** The page body shared by both layouts: width, title and breadcrumb, and the router transition. */
export function ContentArea({ settings, route, children }: { settings: LayoutSettings; route?: RouteEntry; children: ReactNode }) {
  return (
    <Box component="main" id="main-content" sx={{ flex: 1, py: 3, minWidth: 0 }} data-content-width={settings.contentWidth}>
      <Container maxWidth={settings.contentWidth === 'boxed' ? 'lg' : false} sx={{ px: { xs: 1.5, sm: 3 } }}>
        <PageHeader route={route} />
        <RouterTransition type={settings.routerTransition}>{children}</RouterTransition>
      </Container>
    </Box>
  );
}
