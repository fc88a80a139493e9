import { Box, Typography } from '@mui/material';
import { AppLink } from '@/routes/navigation';
import { useT } from '@/i18n/useT';

export function Brand({ compact = false }: { compact?: boolean }) {
  const translate = useT();
  return (
    <Box
      component={AppLink}
      to="/home"
      aria-label={compact ? translate('app.name') : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        mr: { xs: 1, sm: 2 },
      }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      {!compact && (
        <Typography variant="h6" component="span" color="primary" noWrap>
          {translate('app.name')}
        </Typography>
      )}
    </Box>
  );
}
