import { useCallback, useRef, useState, type ReactNode } from 'react';
import { LeaveDialog, LeaveGuard } from './forms/LeaveGuard';

/**
 * Warns before unsaved edits are lost: every navigation away (see `LeaveGuard`), and any in-page switch the screen
 * routes through `confirmThen` (e.g. tabs).
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  unsaved = dirty,
): { confirmThen: (proceed: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const confirmThen = useCallback((proceed: () => void) => {
    if (dirtyRef.current) setPending(() => proceed);
    else proceed();
  }, []);

  const dialog = (
    <>
      <LeaveGuard dirty={dirty} unsaved={unsaved} />
      <LeaveDialog
        open={pending !== null}
        onStay={() => setPending(null)}
        onLeave={() => {
          const proceed = pending;
          setPending(null);
          proceed?.();
        }}
      />
    </>
  );
  return { confirmThen, dialog };
}
