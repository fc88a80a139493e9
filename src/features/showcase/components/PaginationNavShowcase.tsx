import { Pagination, PaginationItem, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { usePaginationLabels } from './usePaginationLabels';

const PAGES = 10;
const CHAPTERS = ['introduction', 'install', 'configure', 'deploy'] as const;

/** A positive whole number from the URL, or 1. */
const pageParam = (value: string | null, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : 1;
};

export default function PaginationNavShowcase() {
  const t = useScopedTranslate('showcaseComponents.paginationNav');
  const itemLabel = usePaginationLabels();
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'), PAGES);
  const chapter = pageParam(params.get('chapter'), CHAPTERS.length);
  const linkTo = (name: string, value: number) => {
    const next = new URLSearchParams(params);
    next.set(name, String(value));
    return `?${next.toString()}`;
  };
  return (
    <DemoGrid>
      <DemoCard
        title={t('numbered.title')}
        subtitle={t('numbered.subtitle')}
        code={
          '<Pagination page={page} count={10}\n  renderItem={(item) => <PaginationItem component={Link} to={`?page=${item.page}`} {...item} />} />'
        }
      >
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h4" data-testid="nav-page-heading">
              {t('numbered.heading', { page })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('numbered.text', { page })}
            </Typography>
          </Paper>
          <Pagination
            page={page}
            count={PAGES}
            color="primary"
            getItemAriaLabel={itemLabel}
            aria-label={t('numbered.label')}
            renderItem={(item) => (
              <PaginationItem component={RouterLink} to={linkTo('page', item.page ?? 1)} {...item} />
            )}
          />
          <Typography variant="caption" color="text.secondary">
            {t('numbered.hint')}
          </Typography>
        </Stack>
      </DemoCard>
      <DemoCard title={t('named.title')} subtitle={t('named.subtitle')}>
        <Stack spacing={2}>
          <Pagination
            page={chapter}
            count={CHAPTERS.length}
            variant="outlined"
            shape="rounded"
            aria-label={t('named.label')}
            getItemAriaLabel={itemLabel}
            renderItem={(item) => (
              <PaginationItem
                component={RouterLink}
                to={linkTo('chapter', item.page ?? 1)}
                {...item}
                page={item.type === 'page' && item.page ? t(`named.${CHAPTERS[item.page - 1]}.name`) : item.page}
              />
            )}
          />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h4">
              {t(`named.${CHAPTERS[chapter - 1]}.name`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`named.${CHAPTERS[chapter - 1]}.text`)}
            </Typography>
          </Paper>
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
