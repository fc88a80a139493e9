import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useT } from '@/i18n/useT';
import { useSessionUser } from '@/auth/session';
import { useMenuSections } from '@/routes/menu';
import { AreaCards } from '@/admin-kit/home/AreaCards';
import { TemplatePages } from './TemplatePages';

/**
 * The landing page: a greeting, the management areas the user may open (cards with their counts), and below them the
 * template's pages the user may open, grouped as in the menu, in a section closed by default.
 */
export default function HomePage() {
  const translate = useT();
  const user = useSessionUser();
  const sections = useMenuSections()
    .filter(({ group }) => group !== 'management')
    .map(({ items, ...section }) => ({ ...section, items: items.filter((entry) => entry.path !== '/home') }))
    .filter(({ items }) => items.length > 0);
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
      <TemplatePages sections={sections} />
    </Stack>
  );
}
