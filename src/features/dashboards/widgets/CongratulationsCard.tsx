import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { Congratulations } from '@/mock/types/dashboards';
import { BidiText } from '@/shared/BidiText';

interface Props {
  data: Congratulations;
  /** Today's sales, already formatted. */
  amount: string;
  /** Where "View sales" leads. */
  to: string;
}

/** Greets the user with today's sales and a way to see them. */
export function CongratulationsCard({ data, amount, to }: Props) {
  const translate = useT();
  return (
    <Card sx={{ height: '100%', position: 'relative', overflow: 'hidden' }}>
      <CardContent>
        <BidiText variant="h5" component="h2">
          {translate('dashboards.congratulations.title', { name: data.name })}
        </BidiText>
        <BidiText variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('dashboards.congratulations.subtitle')}
        </BidiText>
        <Typography variant="h4" component="p" color="primary.main" fontWeight={700} gutterBottom>
          {amount}
        </Typography>
        <Button variant="contained" component={Link} to={to}>
          {translate('dashboards.congratulations.view')}
        </Button>
        <Box
          aria-hidden
          sx={{ position: 'absolute', insetInlineEnd: 16, bottom: 12, color: 'warning.main', opacity: 0.85 }}
        >
          <EmojiEventsIcon sx={{ fontSize: 96 }} />
        </Box>
      </CardContent>
    </Card>
  );
}
