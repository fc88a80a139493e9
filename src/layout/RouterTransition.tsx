import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { useReducedMotion } from '@/theme/motion';
import type { RouterTransition as Transition } from './settings';

const fade = keyframes`from { opacity: 0 } to { opacity: 1 }`;
const zoomFade = keyframes`from { opacity: 0; transform: scale(0.97) } to { opacity: 1; transform: none }`;
const fadeBottom = keyframes`from { opacity: 0; transform: translateY(12px) } to { opacity: 1; transform: none }`;
const animations = { fade, 'zoom-fade': zoomFade, 'fade-bottom': fadeBottom } as const;

/** Replays the chosen animation whenever the path changes (none when the system asks for reduced motion); `fill` passes the content area's height on to the screen. */
export function RouterTransition({
  type: chosen,
  fill = false,
  children,
}: {
  type: Transition;
  fill?: boolean;
  children: ReactNode;
}) {
  const type = useReducedMotion() ? 'none' : chosen;
  const { pathname } = useLocation();
  return (
    <Box
      key={type === 'none' ? 'static' : pathname}
      data-transition={type}
      sx={{
        ...(type !== 'none' && { animation: `${animations[type]} 0.3s ease-out` }),
        ...(fill && { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }),
      }}
    >
      {children}
    </Box>
  );
}
