import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { useSessionUser } from '@/auth/session';
import { useMenuSections } from '@/routes/menu';
import { AreaCards } from '@/admin-kit/home/AreaCards';

/** The landing page: a greeting and every area the user may open, grouped as in the menu. */
export default function HomePage() {
  const translate = useT();
  const user = useSessionUser();
  const sections = useMenuSections();
  return (
    <Stack spacing={3}>
      <Card>
        <CardContent>
          <Typography variant="h4" component="h1">
            {user ? translate('home.greeting', { name: user.fullName }) : translate('home.title')}
          </Typography>
          <Typography color="text.secondary">{translate('home.intro')}</Typography>
        </CardContent>
      </Card>
      <AreaCards />
      {/* The management areas are the cards above, with their counts. */}
      {sections
        .filter(({ group }) => group !== 'management')
        .map(({ group, items }) => (
          <section key={group} aria-labelledby={`home-${group}`}>
            <Typography id={`home-${group}`} variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate(`app.menu.groups.${group}`)}
            </Typography>
            <Grid container spacing={2}>
              {items
                .filter((entry) => entry.path !== '/home')
                .map((entry) => {
                  const Icon = entry.menu!.icon;
                  return (
                    <Grid key={entry.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                      <Card sx={{ height: '100%' }}>
                        <CardActionArea component={Link} to={entry.path} sx={{ height: '100%' }}>
                          <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                            <Icon color="primary" />
                            <Typography fontWeight={600}>{translate(entry.title)}</Typography>
                          </CardContent>
                        </CardActionArea>
                      </Card>
                    </Grid>
                  );
                })}
            </Grid>
          </section>
        ))}
    </Stack>
  );
}
