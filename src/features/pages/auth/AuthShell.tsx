import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Brand } from '@/layout/Brand';

export type AuthVariant = 'card' | 'split';

interface Props {
  variant: AuthVariant;
  title: string;
  subtitle: string;
  children: ReactNode;
}

function Artwork() {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 300"
      role="presentation"
      sx={{ width: '70%', maxWidth: 520, color: 'primary.main' }}
    >
      <circle cx="200" cy="150" r="120" fill="currentColor" opacity="0.08" />
      <rect x="110" y="80" width="180" height="130" rx="14" fill="currentColor" opacity="0.18" />
      <rect x="130" y="105" width="140" height="14" rx="7" fill="currentColor" opacity="0.5" />
      <rect x="130" y="130" width="100" height="14" rx="7" fill="currentColor" opacity="0.35" />
      <rect x="130" y="170" width="70" height="24" rx="8" fill="currentColor" />
      <circle cx="300" cy="90" r="26" fill="currentColor" opacity="0.6" />
    </Box>
  );
}

/** The sign-in family's page: v1 is a centred card, v2 splits the screen with artwork on the start side. */
export function AuthShell({ variant, title, subtitle, children }: Props) {
  const heading = (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
    </>
  );
  if (variant === 'card') {
    return (
      <Box
        data-layout="full"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
      >
        {/* A card's look (the skins give Paper and Card the same elevation and border) without the Card components. */}
        <Paper sx={{ width: '100%', maxWidth: 440, overflow: 'hidden' }}>
          <Box sx={{ p: 4 }}>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
              <Brand />
            </Box>
            {heading}
            {children}
          </Box>
        </Paper>
      </Box>
    );
  }
  return (
    <Box
      data-layout="full"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', lg: 'flex' },
          alignItems: 'center',
          justifyContent: 'center',
          position: 'relative',
        }}
      >
        <Box sx={{ position: 'absolute', top: 24, insetInlineStart: 24 }}>
          <Brand />
        </Box>
        <Artwork />
      </Box>
      <Box sx={{ bgcolor: 'background.paper', display: 'flex', alignItems: 'center', p: { xs: 3, sm: 6 } }}>
        <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
          <Box sx={{ display: { lg: 'none' }, mb: 3 }}>
            <Brand />
          </Box>
          {heading}
          {children}
        </Box>
      </Box>
    </Box>
  );
}
