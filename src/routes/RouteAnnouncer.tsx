import { Box } from '@mui/material';
import { visuallyHidden } from '@/admin-kit/visuallyHidden';
import { usePageAnnouncement } from './pageAnnouncements';

/**
 * A polite live region, mounted once for the whole app, that says the new page's title after each navigation (a
 * single-page app gives screen readers no page load to announce).
 */
export function RouteAnnouncer() {
  const { text, seq } = usePageAnnouncement();
  return (
    <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="route-announcer">
      <span key={seq}>{text}</span>
    </Box>
  );
}
