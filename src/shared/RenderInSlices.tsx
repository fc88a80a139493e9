import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the parts around it are on screen, as a transition: React then renders them in slices that
 * yield to the browser every few milliseconds, instead of in the same long task as everything around them (a signed-in
 * first page arrives as a few scripts and would otherwise render the whole admin at once, holding the main thread).
 * Only the first mount waits; `fallback` holds the place meanwhile, so nothing below moves when `children` come.
 */
export function RenderInSlices({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
