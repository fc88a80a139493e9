import { cloneElement, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Box, alpha, useTheme } from '@mui/material';

type Handlers = {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

const focusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: every focus counts, as before
  }
};

/**
 * A hint for the shell's icon buttons, shown on hover and keyboard focus. MUI's Tooltip brings Popper.js (~15 KB
 * gzip) into every first page; a hint beside a fixed button needs no positioning engine. The child keeps its own
 * aria-label, so the hint is for sighted users only.
 */
export function HintTooltip({
  title,
  placement = 'bottom',
  children,
}: {
  title: string;
  placement?: 'bottom' | 'right';
  children: ReactElement<Handlers>;
}) {
  const theme = useTheme();
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const show = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) =>
    setAnchor(event.currentTarget.getBoundingClientRect());
  const hide = () => setAnchor(null);
  // Only keyboard focus shows the hint: focus that a closing drop-down gives back to its button after a click (the
  // cart's, on the way to checkout) would otherwise leave the hint standing over the next page.
  const showOnFocus = (event: FocusEvent<HTMLElement>) => {
    if (focusVisible(event.currentTarget)) show(event);
  };
  const rtl = theme.direction === 'rtl';
  const position = !anchor
    ? {}
    : placement === 'bottom'
      ? { top: anchor.bottom + 6, left: anchor.left + anchor.width / 2, transform: 'translateX(-50%)' }
      : {
          top: anchor.top + anchor.height / 2,
          left: rtl ? anchor.left - 8 : anchor.right + 8,
          transform: rtl ? 'translate(-100%, -50%)' : 'translateY(-50%)',
        };
  return (
    <>
      {cloneElement(children, {
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: showOnFocus,
        onBlur: hide,
        // A click opens a menu or a page: the hint would only cover it.
        onClick: (event: MouseEvent<HTMLElement>) => {
          hide();
          children.props.onClick?.(event);
        },
      })}
      {anchor &&
        createPortal(
          <Box
            role="tooltip"
            sx={{
              position: 'fixed',
              ...position,
              zIndex: theme.zIndex.tooltip,
              pointerEvents: 'none',
              whiteSpace: 'nowrap',
              bgcolor: alpha(theme.palette.grey[700], 0.92),
              color: theme.palette.common.white,
              borderRadius: 1,
              px: 1,
              py: 0.5,
              fontSize: theme.typography.pxToRem(11),
              fontWeight: theme.typography.fontWeightMedium,
            }}
          >
            {title}
          </Box>,
          document.body,
        )}
    </>
  );
}
