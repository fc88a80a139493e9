import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The in-app link a click would follow, or null for links that leave the app, open elsewhere or stay put. */
export function internalLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return to === window.location.pathname + window.location.search + window.location.hash ? null : to;
}

/**
 * Warns before unsaved edits are lost. The app uses a browser router without navigation blocking, so this asks on
 * the three ways out: closing or reloading the page (the browser's own prompt), following an in-app link (caught
 * before the router sees the click), and any in-page switch the screen routes through `confirmThen` (e.g. tabs).
 */
export function useUnsavedChangesGuard(dirty: boolean): { confirmThen: (proceed: () => void) => void; dialog: ReactNode } {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const to = internalLinkOf(event);
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(to));
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, navigate]);

  const confirmThen = useCallback((proceed: () => void) => {
    if (dirtyRef.current) setPending(() => proceed);
    else proceed();
  }, []);

  const dialog = (
    <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{translate('shared.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('shared.unsaved.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(null)} autoFocus>{translate('shared.unsaved.stay')}</Button>
        <Button color="error" onClick={() => { const proceed = pending; setPending(null); proceed?.(); }}>
          {translate('shared.unsaved.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { confirmThen, dialog };
}
