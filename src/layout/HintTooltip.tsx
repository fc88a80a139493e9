import { cloneElement, lazy, Suspense, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

type Handlers = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * A hint for the shell's icon buttons. MUI's Tooltip brings Popper.js (~15 KB gzip); the shell is on every first
 * page, so the tooltip loads on the first hover or focus instead. The child keeps its own aria-label.
 */
export function HintTooltip({ title, placement, children }: { title: string; placement?: TooltipProps['placement']; children: ReactElement<Handlers> }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const hide = () => setOpen(false);
  const child = cloneElement(children, { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide });
  if (!wanted) return child;
  return (
    <Suspense fallback={child}>
      <Tooltip title={title} placement={placement} open={open} disableHoverListener disableFocusListener disableTouchListener>
        {child}
      </Tooltip>
    </Suspense>
  );
}
