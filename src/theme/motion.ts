import { useMediaQuery } from '@mui/material';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether the system asks for less motion: page transitions and chart animations are then off. Read on the first
 * render (no server rendering here), so nothing animates before the answer arrives.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
}
