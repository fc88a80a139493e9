import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useEffectiveSettings } from '@/layout/useEffectiveSettings';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { PAGE_LAYOUTS, type PageLayoutSlug } from './layouts';

const POINTS = ['one', 'two', 'three'] as const;

/** An override written as it appears in a routes.ts file: `{ menuCollapsed: true }`. */
const literal = (override: Record<string, string | boolean>) =>
  `{ ${Object.entries(override)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? `'${value}'` : value}`)
    .join(', ')} }`;

/** The explanation card of a page-layouts screen: what the layout does, the route entry that applies it, and the live settings. */
export function LayoutExplanation({ slug }: { slug: PageLayoutSlug }) {
  const t = useScopedTranslate('showcasePageLayouts');
  const { settings } = useEffectiveSettings();
  const layout = PAGE_LAYOUTS.find((item) => item.slug === slug)!;
  const entry = `{\n  path: '/page-layouts/${slug}',\n  ${layout.override ? `layoutOverride: ${literal(layout.override)}` : "layout: 'full'"},\n  …\n}`;
  const shown = layout.override ? (Object.keys(layout.override) as Array<keyof typeof settings>) : [];
  return (
    <Card
      component="section"
      aria-labelledby="layout-explanation-title"
      sx={{ maxWidth: 900, mx: 'auto', width: '100%', textAlign: 'start' }}
    >
      <CardHeader
        id="layout-explanation-title"
        title={t(`${layout.key}.heading`)}
        subheader={t(`${layout.key}.summary`)}
        slotProps={{ title: { variant: 'h5', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List dense>
          {POINTS.map((point) => (
            <ListItem key={point} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`${layout.key}.points.${point}`)} />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('routeEntry')}
        </Typography>
        <Box
          component="pre"
          dir="ltr"
          sx={{
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowX: 'auto',
            fontSize: 13,
            fontFamily: 'monospace',
            textAlign: 'start',
          }}
        >
          <code>{entry}</code>
        </Box>
        {shown.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {t('effective')}
            </Typography>
            <Stack
              direction="row"
              spacing={1}
              flexWrap="wrap"
              useFlexGap
              sx={{ mt: 1 }}
              data-testid="effective-settings"
            >
              {shown.map((key) => (
                <Chip
                  key={key}
                  dir="ltr"
                  label={`${key}: ${String(settings[key])}`}
                  color="primary"
                  variant="outlined"
                />
              ))}
            </Stack>
          </>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('scope')}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 3 }}>
          {t('others')}
        </Typography>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
          {PAGE_LAYOUTS.filter((item) => item.slug !== slug).map((item) => (
            <Button
              key={item.slug}
              component={RouterLink}
              to={`/page-layouts/${item.slug}`}
              variant="outlined"
              size="small"
            >
              {t(`${item.key}.title`)}
            </Button>
          ))}
          <Button component={RouterLink} to="/home" variant="contained" size="small" startIcon={<HomeIcon />}>
            {t('home')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
