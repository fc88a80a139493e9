import { useEffect, useId, useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useBlocker, useCanBlock } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useNavigate } from 'react-router-dom';
import { isSignedIn } from '@/auth/session';
import { markDirty } from './dirtyForms';

interface Props {
  /** Leaving now would lose changes (false while a save is in flight: it moves on by itself). */
  dirty: boolean;
  /** The form holds changes not yet saved, a save in flight included (default: `dirty`). */
  unsaved?: boolean;
  /** Paths that are still this form (its tabs); leaving for them is not leaving. */
  isInside?: (pathname: string) => boolean;
}

/**
 * Asks before unsaved changes are lost, on every way out: links, the browser's Back and Forward buttons, navigation
 * that code starts (a data router's blocker sees them all), and closing or reloading the tab (the browser's own
 * prompt). When the session has ended, leaving is not blocked: the form's draft keeps what was typed.
 */
export function LeaveGuard({ dirty, unsaved = dirty, isInside }: Props) {
  const form = useMemo(() => Symbol('form'), []);
  useEffect(() => {
    markDirty(form, unsaved);
    return () => markDirty(form, false);
  }, [form, unsaved]);
  useEffect(() => {
    if (!dirty) return undefined;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);
  return useCanBlock() ? (
    <BlockingGuard dirty={dirty} isInside={isInside} />
  ) : (
    <LinkGuard dirty={dirty} isInside={isInside} />
  );
}

function BlockingGuard({ dirty, isInside }: Props) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && isSignedIn() && nextLocation.pathname !== currentLocation.pathname && !isInside?.(nextLocation.pathname),
  );
  useEffect(() => {
    // Saved or discarded while a navigation waited: let it go.
    if (blocker.state === 'blocked' && !dirty) blocker.proceed?.();
  }, [blocker, dirty]);
  return (
    <LeaveDialog
      open={blocker.state === 'blocked' && dirty}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/** Without a data router (component tests), in-app links are intercepted instead. */
function LinkGuard({ dirty, isInside }: Props) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      const to = internalLinkOf(event);
      if (!to || isInside?.(new URL(to, window.location.href).pathname)) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [dirty, isInside]);
  return (
    <LeaveDialog
      open={pending !== null}
      onStay={() => setPending(null)}
      onLeave={() => {
        const to = pending;
        setPending(null);
        if (to) navigate(to);
      }}
    />
  );
}

/** The in-app link a click would follow, or null for links that leave the app, open elsewhere or stay put. */
export function internalLinkOf(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  )
    return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return to === window.location.pathname + window.location.search + window.location.hash ? null : to;
}

export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const translate = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onStay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('shared.unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('shared.unsaved.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onStay} autoFocus>
          {translate('shared.unsaved.stay')}
        </Button>
        <Button color="error" onClick={onLeave}>
          {translate('shared.unsaved.discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
