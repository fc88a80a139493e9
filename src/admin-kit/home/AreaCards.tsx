import { useMemo } from 'react';
import { Box, Button, Card, CardActions, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AreaSummary, Summary } from '@/contract/summary';
import { SUMMARY_QUERY, type AppDataProvider } from '@/data/dataProvider';
import { areaKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { buildAbility, can, DEFAULT_ABILITY, type AppAbility } from '@/auth/abilities';
import { useSessionUser } from '@/auth/session';
import { AREA_ICONS } from '../areaIcons';
import { useFormat } from '@/i18n/format';
import { VIEW_ACTION, type AreaMeta } from '../declaration';
import { declarations } from '../registry';

interface AreaCardProps {
  declaration: AreaMeta;
  ability: AppAbility;
  /** The area's count and last change; undefined while loading, or when they could not be had. */
  summary: AreaSummary | undefined;
  isPending: boolean;
}

function AreaCard({ declaration, ability, summary, isPending }: AreaCardProps) {
  const translate = useT();
  const format = useFormat();
  const { name, paths } = declaration;
  const canAdd = can(VIEW_ACTION.add, declaration.subject, ability);
  const title = translate(areaKey(name, 'page.list'));
  const Icon = AREA_ICONS[declaration.menu.icon];
  // Loaded without this area: the summary failed, or the API no longer lets this role list it.
  const error = !isPending && !summary;
  const updatedAt = summary?.updatedAt;
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
                {isPending ? (
                  <Skeleton width={120} />
                ) : (
                  translate('adminKit.home.count', { smart_count: summary?.total ?? 0 })
                )}
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

const byArea = (summary: Summary) => new Map(summary.areas.map((area) => [area.name, area]));

/** The home page's one request: the count and last change of every area the caller may list (GET /v1/summary). */
function useAreaSummary(userId: unknown, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [SUMMARY_QUERY, 'getSummary', userId],
    queryFn: () => dataProvider.getSummary(),
    select: byArea,
    enabled,
    // react-admin's mutations (and the trash's restore and purge) refresh only their own area's queries: asked again
    // whenever the page opens, a change made anywhere shows (the cached counts stay until the new ones arrive).
    refetchOnMount: 'always',
  });
}

/**
 * For administrators: one card per management area they may read — its count, last change, and links to list and add.
 * Which areas follows from the session's abilities at once (the menu's and the guard's rule), not from an awaited
 * check: the cards are there at the first paint, so nothing below them moves when they arrive. Their counts come in
 * one request for all of them.
 */
export function AreaCards() {
  const translate = useT();
  const user = useSessionUser();
  const ability = useMemo(() => buildAbility(user?.ability ?? DEFAULT_ABILITY), [user]);
  const readable = declarations.filter((d) => can(VIEW_ACTION.list, d.subject, ability));
  const summary = useAreaSummary(user?.id, readable.length > 0);
  if (readable.length === 0) return null;
  return (
    <section aria-labelledby="home-areas">
      <Typography id="home-areas" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('adminKit.home.title')}
      </Typography>
      <Grid container spacing={2}>
        {readable.map((declaration) => (
          <Grid key={declaration.name} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <AreaCard
              declaration={declaration}
              ability={ability}
              summary={summary.data?.get(declaration.name)}
              isPending={summary.isPending}
            />
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
