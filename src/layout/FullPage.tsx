import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Brand } from './Brand';

interface Props {
  title: string;
  subtitle?: string;
  illustration?: ReactNode;
  children?: ReactNode;
}

/** The full layout's page: no menu or navbar, centred content, the brand in the corner. */
export function FullPage({ title, subtitle, illustration, children }: Props) {
  return (
    <Box
      sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}
      data-layout="full"
    >
      <Box sx={{ p: 3 }}>
        <Brand />
      </Box>
      <Stack
        component="main"
        alignItems="center"
        justifyContent="center"
        spacing={2}
        sx={{ flex: 1, p: 3, textAlign: 'center' }}
      >
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {illustration}
      </Stack>
    </Box>
  );
}
