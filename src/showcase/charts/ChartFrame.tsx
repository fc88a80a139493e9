import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A fixed-height box for a chart, named for screen readers (the chart itself is a drawing). */
export function ChartFrame({ label, height = 300, children }: { label: string; height?: number; children: ReactNode }) {
  return (
    <Box role="img" aria-label={label} dir="ltr" sx={{ height, position: 'relative', minWidth: 0 }}>
      {children}
    </Box>
  );
}
