import { useEffect, useState } from 'react';
import { Fab, Zoom } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useT } from '@/i18n/useT';

/** Seed section 9: the button appears after 250 px of scroll. */
export const SCROLL_THRESHOLD_PX = 250;

export function ScrollToTop() {
  const translate = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Zoom in={visible} unmountOnExit>
      <Fab
        color="primary"
        size="small"
        aria-label={translate('app.scrollTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        sx={{ position: 'fixed', bottom: 24, insetInlineEnd: 88, zIndex: (t) => t.zIndex.speedDial }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}
