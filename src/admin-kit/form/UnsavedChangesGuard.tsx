import { useCallback } from 'react';
import { useFormState } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { LeaveGuard } from '@/shared/forms/LeaveGuard';

/** The form's own pathname: `/admin/3`, `/admin/add`. Its tabs are inside it; its show view is not. */
const formRoot = (pathname: string) => pathname.match(/^\/[^/]+\/[^/]+/)?.[0] ?? pathname;

/** Warns before leaving a generated form with unsaved changes, by any way out. */
export function UnsavedChangesGuard() {
  const { dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState();
  const unsaved = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  const { pathname } = useLocation();
  const root = formRoot(pathname);
  const isInside = useCallback(
    (next: string) => next === root || (next.startsWith(`${root}/`) && !next.startsWith(`${root}/show`)),
    [root],
  );
  return <LeaveGuard dirty={unsaved && !isSubmitting} unsaved={unsaved} isInside={isInside} />;
}
