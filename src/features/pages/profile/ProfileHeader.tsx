import { Avatar, Box, Button, Card, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { ProfileData } from './api';

/** Cover picture, avatar, name and role, and the way to edit them (the account settings). */
export function ProfileHeader({ header }: { header: ProfileData['header'] }) {
  const translate = useT();
  return (
    <Card>
      <Box
        component="img"
        src={header.coverImg}
        alt=""
        sx={{ width: '100%', height: { xs: 140, md: 240 }, objectFit: 'cover', display: 'block' }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ xs: 'flex-start', sm: 'flex-end' }}
        sx={{ px: 3, pb: 2, mt: { xs: -5, md: -7 } }}
      >
        <Avatar
          src={header.avatar}
          alt={header.fullName}
          variant="rounded"
          sx={{ width: { xs: 88, md: 120 }, height: { xs: 88, md: 120 }, border: 4, borderColor: 'background.paper' }}
        />
        <Box sx={{ flex: 1, pb: 0.5 }}>
          <Typography variant="h4" component="h1">
            {header.fullName}
          </Typography>
          <Typography color="text.secondary">
            {header.designation} · @{header.username}
          </Typography>
        </Box>
        <Button component={Link} to="/pages/account-setting" variant="contained" startIcon={<EditIcon />}>
          {translate('profile.edit')}
        </Button>
      </Stack>
    </Card>
  );
}
