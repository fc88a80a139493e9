import { Children, type ReactNode } from 'react';
import { Grid } from '@mui/material';

/** Lays the examples of a showcase screen out in a responsive grid: one column on phones, `columns` from large screens. */
export function DemoGrid({ columns = 2, children }: { columns?: 1 | 2 | 3; children: ReactNode }) {
  return (
    <Grid container spacing={3}>
      {Children.toArray(children).map((child, index) => (
        <Grid key={index} size={{ xs: 12, lg: 12 / columns }}>
          {child}
        </Grid>
      ))}
    </Grid>
  );
}
