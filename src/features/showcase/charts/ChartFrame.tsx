import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A fixed-height box for a chart, a figure named for screen readers. Not `role="img"`: charts can hold controls (the
 * legend's series and the data points of ApexCharts take keyboard focus), which an image may not contain.
 */
export function ChartFrame({ label, height = 300, children }: { label: string; height?: number; children: ReactNode }) {
  return (
    <Box role="figure" aria-label={label} dir="ltr" sx={{ height, position: 'relative', minWidth: 0 }}>
      {children}
    </Box>
  );
}
