import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The bar shown while a screen's code arrives: MUI's indeterminate LinearProgress in look and role, drawn with one
 * element so the sign-in page does not carry the component. It holds the screen's place (`minHeight`), so the screen
 * arriving shifts nothing below it.
 */
export function PageLoading({ minHeight }: { minHeight?: string }) {
  return (
    <Box sx={{ minHeight }}>
      <Box
        role="progressbar"
        aria-label="loading"
        sx={{ height: 4, overflow: 'hidden', position: 'relative', bgcolor: 'action.hover' }}
      >
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            width: '40%',
            bgcolor: 'primary.main',
            animation: `${slide} 1.4s ease-in-out infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
          }}
        />
      </Box>
    </Box>
  );
}
