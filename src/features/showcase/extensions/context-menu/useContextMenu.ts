import { useCallback, useState, type MouseEvent } from 'react';
import type { MenuProps } from '@mui/material';

/**
 * State for a right-click menu: `openAt(event, target)` from an onContextMenu handler opens it at the pointer, or under
 * the element when the menu key or Shift+F10 opened it (those events carry no pointer position).
 */
export function useContextMenu<T>() {
  const [state, setState] = useState<{ target: T; top: number; left: number } | null>(null);
  const openAt = useCallback((event: MouseEvent<HTMLElement>, target: T) => {
    event.preventDefault();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    const rect = event.currentTarget.getBoundingClientRect();
    setState({
      target,
      top: fromKeyboard ? rect.bottom : event.clientY,
      left: fromKeyboard ? rect.left + 16 : event.clientX,
    });
  }, []);
  const close = useCallback(() => setState(null), []);
  const menuProps: Pick<MenuProps, 'open' | 'onClose' | 'anchorReference' | 'anchorPosition'> = {
    open: state !== null,
    onClose: close,
    anchorReference: 'anchorPosition',
    anchorPosition: state ? { top: state.top, left: state.left } : undefined,
  };
  return { target: state?.target ?? null, openAt, close, menuProps };
}
