import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Container } from '@mui/material';
import { useLocation } from 'react-router-dom';
import type { RouteEntry } from '@/routes/types';
import { PageHeader } from './Breadcrumbs';
import { RouterTransition } from './RouterTransition';
import { MAIN_CONTENT_ID } from './SkipLink';
import { PAGE_HEADING_ID, takeHeadingFocusRequest } from './headingFocus';
import type { LayoutSettings } from './settings';

/**
 * Whether the route's screen fills the window (the email, to-do and chat apps): the layout is then as tall as the
 * window, and the screen's panes scroll inside instead of the page.
 */
export const fillsWindow = (route: RouteEntry | undefined) => route?.content === 'left-sidebar';

/** A column that hands its height down to its last child (the screen), for screens that fill the window. */
const FILL = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/**
 * After a navigation chosen in the menu, the new page's heading takes focus (the main content when the page has no
 * title heading), so the next Tab reaches the page, not the rest of the menu; a screen reader reads the title.
 * After a navigation that removed the focused element with the old screen (a link or button inside it), focus
 * would fall to the page and the next Tab would start over above the menu, or where the removed element was: the
 * main content takes it instead, as the skip link would. Focus kept elsewhere (the navbar) stays.
 */
function useFocusKeptOnNavigation() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (takeHeadingFocusRequest()) {
      (document.getElementById(PAGE_HEADING_ID) ?? main.current)?.focus({ preventScroll: true });
      return;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body) main.current?.focus({ preventScroll: true });
  }, [pathname]);
  return main;
}

/**
 * What a floating or sticky navbar covers at the top of the window (its height, its offset and a gap): an element
 * scrolled into view by focus (the skip link's target, a heading) stops below it.
 */
const scrollMarginUnder = (navbarType: LayoutSettings['navbarType']) =>
  navbarType === 'floating' ? 96 : navbarType === 'sticky' ? 80 : 16;

/** The page body shared by both layouts: width, title and breadcrumb, and the router transition. */
export function ContentArea({
  settings,
  route,
  children,
}: {
  settings: LayoutSettings;
  route?: RouteEntry;
  children: ReactNode;
}) {
  const fill = fillsWindow(route);
  const main = useFocusKeptOnNavigation();
  return (
    <Box
      component="main"
      ref={main}
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      sx={{
        flex: 1,
        py: 3,
        minWidth: 0,
        ...(fill && FILL),
        scrollMarginTop: scrollMarginUnder(settings.navbarType),
        [`& #${PAGE_HEADING_ID}`]: { scrollMarginTop: scrollMarginUnder(settings.navbarType) },
      }}
      data-content-width={settings.contentWidth}
      data-fills-window={fill || undefined}
    >
      <Container
        maxWidth={settings.contentWidth === 'boxed' ? 'lg' : false}
        sx={{ px: { xs: 1.5, sm: 3 }, ...(fill && { ...FILL, flex: 1 }) }}
      >
        <PageHeader route={route} />
        <RouterTransition type={settings.routerTransition} fill={fill}>
          {children}
        </RouterTransition>
      </Container>
    </Box>
  );
}
