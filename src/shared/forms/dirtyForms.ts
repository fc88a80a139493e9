/**
 * Which forms on the page hold unsaved changes. The HTTP client asks this when the session ends: with unsaved work
 * it opens a sign-in dialog over the form instead of leaving for the sign-in page.
 */
const dirty = new Set<symbol>();

export function markDirty(form: symbol, isDirty: boolean) {
  if (isDirty) dirty.add(form);
  else dirty.delete(form);
}

export const hasUnsavedWork = () => dirty.size > 0;
