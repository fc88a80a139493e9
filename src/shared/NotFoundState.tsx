import { Button, Paper, Stack, Typography } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link } from 'react-router-dom';

interface Props {
  title: string;
  message: string;
  backTo: string;
  backLabel: string;
}

/** Shown inside the layout when a route parameter names nothing (an unknown category, question or post). */
export function NotFoundState({ title, message, backTo, backLabel }: Props) {
  return (
    <Paper role="alert" sx={{ p: { xs: 3, md: 6 } }}>
      <Stack spacing={2} alignItems="center" textAlign="center">
        <SearchOffIcon color="primary" sx={{ fontSize: 64 }} />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Button variant="contained" component={Link} to={backTo}>
          {backLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
