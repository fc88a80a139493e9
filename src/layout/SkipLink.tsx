import type { MouseEvent } from 'react';
import { Box } from '@mui/material';
import { useT } from '@/i18n/useT';

/** The layout's `<main>`, which the skip link focuses. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every page with a layout: hidden above the window until focused, it moves focus past the
 * menu and navbar to the main content, and scrolls to its start. Focus is moved by hand so the address keeps no
 * `#main-content`.
 */
export function SkipLink() {
  const translate = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    // As a jump to an anchor would: the content's start at the top, below the navbar (its scroll-margin-top).
    main?.focus({ preventScroll: true });
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 4,
        fontWeight: 600,
        transform: 'translateY(calc(-100% - 16px))',
        '&:focus': { transform: 'none' },
      }}
    >
      {translate('app.skipToContent')}
    </Box>
  );
}
