import { Breadcrumbs as MuiBreadcrumbs, Link, Typography, Box } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { RouteEntry } from '@/routes/types';
import { useSessionUser } from '@/auth/session';
import { homeFor } from '@/auth/homeFor';
import { PAGE_HEADING_ID } from './headingFocus';

/**
 * Title and breadcrumb of the current route, from its route-table entry. The title is the page's heading, which a
 * navigation from the menu focuses (src/layout/ContentArea.tsx).
 */
export function PageHeader({ route }: { route: RouteEntry | undefined }) {
  const translate = useT();
  const user = useSessionUser();
  if (!route?.breadcrumb) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <Typography
        variant="h5"
        component="h1"
        id={PAGE_HEADING_ID}
        tabIndex={-1}
        sx={{
          pr: 2,
          borderRight: { sm: 1 },
          borderColor: 'divider',
          '&:focus:not(:focus-visible)': { outline: 'none' },
        }}
      >
        {translate(route.title)}
      </Typography>
      <MuiBreadcrumbs aria-label="breadcrumb">
        <Link component={RouterLink} to={homeFor(user?.role)} underline="hover">
          {translate('home.title')}
        </Link>
        {route.breadcrumb.map((crumb) =>
          crumb.to ? (
            <Link key={crumb.title} component={RouterLink} to={crumb.to} underline="hover">
              {translate(crumb.title)}
            </Link>
          ) : (
            <Typography key={crumb.title} color="text.secondary">
              {translate(crumb.title)}
            </Typography>
          ),
        )}
      </MuiBreadcrumbs>
    </Box>
  );
}
