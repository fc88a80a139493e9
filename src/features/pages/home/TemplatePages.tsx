import { useId, useState } from 'react';
import { Button, Card, CardActionArea, CardContent, Collapse, Grid, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { MenuSection } from '@/routes/menu';

/**
 * The template's showcase pages (apps, user interface, forms, charts…) under the management areas, closed by default
 * so they do not bury the real work: a heading whose button opens them (a disclosure, with aria-expanded).
 */
export function TemplatePages({ sections }: { sections: readonly MenuSection[] }) {
  const translate = useT();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const count = sections.reduce((total, { items }) => total + items.length, 0);
  if (!count) return null;
  return (
    <section aria-labelledby={`${panel}-heading`}>
      <Typography id={`${panel}-heading`} variant="h6" component="h2">
        <Button
          color="inherit"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
          endIcon={
            <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
          }
          sx={{ font: 'inherit', textTransform: 'none', px: 1, ml: -1 }}
        >
          {translate('home.templatePages', { smart_count: count })}
        </Button>
      </Typography>
      <Collapse in={open} unmountOnExit>
        <Stack id={panel} spacing={3} sx={{ pt: 2 }}>
          {sections.map(({ group, items }) => (
            <section key={group} aria-labelledby={`home-${group}`}>
              <Typography id={`home-${group}`} variant="subtitle1" component="h3" fontWeight={600} sx={{ mb: 1 }}>
                {translate(`app.menu.groups.${group}`)}
              </Typography>
              <Grid container spacing={2}>
                {items.map((entry) => {
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
      </Collapse>
    </section>
  );
}
