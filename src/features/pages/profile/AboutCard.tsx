import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { KeysUnder } from '@/i18n/messageKeys';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import type { ProfileData } from './api';

export function AboutCard({ about }: { about: ProfileData['userAbout'] }) {
  const translate = useT();
  const format = useFormat();
  const rows: Array<{ key: KeysUnder<'profile.aboutFields'>; value: ReactNode }> = [
    { key: 'joined', value: format.date(about.joined) },
    { key: 'lives', value: about.lives },
    { key: 'email', value: <Link href={`mailto:${about.email}`}>{about.email}</Link> },
    {
      key: 'website',
      value: (
        <Link href={about.website} target="_blank" rel="noopener noreferrer">
          {about.website.replace(/^https?:\/\//, '')}
        </Link>
      ),
    },
  ];
  return (
    <Card component="section" aria-labelledby="profile-about">
      <CardContent>
        <Typography id="profile-about" variant="h6" component="h2" gutterBottom>
          {translate('profile.about')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {about.about}
        </Typography>
        <Stack spacing={1.5}>
          {rows.map((row) => (
            <div key={row.key}>
              <Typography variant="subtitle2">{translate(`profile.aboutFields.${row.key}`)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {row.value}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
