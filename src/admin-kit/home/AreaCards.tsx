import { useMemo } from 'react';
import { Box, Button, Card, CardActions, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useGetList } from 'react-admin';
import { areaKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { buildAbility, can, DEFAULT_ABILITY, type AppAbility } from '@/auth/abilities';
import { useSessionUser } from '@/auth/session';
import { useFormat } from '@/i18n/format';
import { VIEW_ACTION, type ResourceMeta } from '../declaration';
import { declarations } from '../registry';

function AreaCard({ declaration, ability }: { declaration: ResourceMeta; ability: AppAbility }) {
  const translate = useT();
  const format = useFormat();
  const { name, paths } = declaration;
  // One request gives both the count (total) and the last change (the most recently updated record).
  const { data, total, isPending, error } = useGetList(name, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'updatedAt', order: 'DESC' },
  });
  const canAdd = can(VIEW_ACTION.add, declaration.subject, ability);
  const title = translate(areaKey(name, 'page.list'));
  const Icon = declaration.menu.icon;
  const updatedAt = data?.[0]?.updatedAt as string | undefined;
  return (
    <Card
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      component="article"
      aria-label={title}
      aria-busy={isPending}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover', display: 'flex' }}>
            <Icon color="primary" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} noWrap>
              {title}
            </Typography>
            {/* While loading, each line holds a skeleton in its own typography, so the card keeps its final height. */}
            {error ? (
              <Typography variant="body2" color="error">
                {translate('adminKit.home.failed')}
              </Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {isPending ? <Skeleton width={120} /> : translate('adminKit.home.count', { smart_count: total ?? 0 })}
              </Typography>
            )}
          </Box>
        </Stack>
        {!error && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
            {isPending ? (
              <Skeleton width="80%" />
            ) : updatedAt ? (
              translate('adminKit.home.lastChange', { date: format.dateTime(updatedAt) })
            ) : (
              translate('adminKit.home.noChange')
            )}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button
          component={Link}
          to={paths.list}
          size="small"
          aria-label={translate('adminKit.home.open', { name: title })}
        >
          {translate('ra.action.list')}
        </Button>
        {paths.add && canAdd && (
          <Button
            component={Link}
            to={paths.add}
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            aria-label={translate('adminKit.home.add', { name: title })}
          >
            {translate('adminKit.actions.add')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * For administrators: one card per management area they may read — its count, last change, and links to list and add.
 * Which areas follows from the session's abilities at once (the menu's and the guard's rule), not from an awaited
 * check: the cards are there at the first paint, so nothing below them moves when they arrive.
 */
export function AreaCards() {
  const translate = useT();
  const user = useSessionUser();
  const ability = useMemo(() => buildAbility(user?.ability ?? DEFAULT_ABILITY), [user]);
  const readable = declarations.filter((d) => can(VIEW_ACTION.list, d.subject, ability));
  if (readable.length === 0) return null;
  return (
    <section aria-labelledby="home-areas">
      <Typography id="home-areas" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('adminKit.home.title')}
      </Typography>
      <Grid container spacing={2}>
        {readable.map((declaration) => (
          <Grid key={declaration.name} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <AreaCard declaration={declaration} ability={ability} />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
