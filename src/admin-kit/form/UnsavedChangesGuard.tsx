import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useCanBlock, useTranslate, useWarnWhenUnsavedChanges } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';

/** The form's own pathname: `/admin/3`, `/admin/add`. Navigation inside it is not leaving. */
const formRoot = (pathname: string) => pathname.match(/^\/[^/]+\/[^/]+/)?.[0] ?? pathname;

function useHasUnsavedChanges() {
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState();
  return Object.keys(dirtyFields).length > 0 && !isSubmitting && !isSubmitSuccessful;
}

/** With a data router, react-admin's own blocker covers every navigation (links, back button, redirects). */
function RouterBlockingGuard() {
  useWarnWhenUnsavedChanges(true);
  return null;
}

/**
 * Without a data router (the app uses <BrowserRouter>), links are intercepted instead: following one away from a
 * form with unsaved changes asks first; closing or reloading the tab triggers the browser's own warning.
 */
function LinkInterceptingGuard() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unsaved = useHasUnsavedChanges();
  const [pending, setPending] = useState<string | null>(null);
  const root = useRef(formRoot(pathname));

  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const inside = url.pathname === root.current || (url.pathname.startsWith(`${root.current}/`) && !url.pathname.startsWith(`${root.current}/show`));
      if (inside) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`${url.pathname}${url.search}${url.hash}`);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);

  return (
    <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">{translate('adminKit.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('ra.message.unsaved_changes')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setPending(null)} autoFocus>{translate('adminKit.unsaved.stay')}</Button>
        <Button color="error" onClick={() => {
          const to = pending;
          setPending(null);
          if (to) navigate(to);
        }}>
          {translate('adminKit.unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Warns before leaving a form with unsaved changes. */
export function UnsavedChangesGuard() {
  return useCanBlock() ? <RouterBlockingGuard /> : <LinkInterceptingGuard />;
}
