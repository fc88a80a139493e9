import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, Grid, LinearProgress, Pagination, Paper, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { isEllipsis } from '@/shared/paginationItem';
import { useT } from '@/i18n/useT';
import { LoadError } from '@/shared/LoadError';
import { useDebounced } from '@/shared/useDebounced';
import { fetchBlogList } from './api';
import { BlogCard } from './BlogCard';
import { BlogSidebar } from './BlogSidebar';
import { BLOG_CATEGORIES } from './schemas';

/** Posts shown per page of the list. */
export const BLOG_LIST_PAGE_SIZE = 4;

/** The blog list: search, category filter and pages, all kept in the address so a filtered page can be shared. */
export default function BlogListPage() {
  const translate = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const settled = useDebounced(search);

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value) next.set(key, value);
          else next.delete(key);
        return next;
      },
      { replace: true },
    );

  // The typed words reach the address (and so the query) once typing pauses; a new search starts at page 1.
  useEffect(() => {
    if (settled.trim() !== q) update({ q: settled.trim(), page: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled change of the field should write the address
  }, [settled]);
  // Following a link with another ?q= (the sidebar search elsewhere) refills the field.
  useEffect(() => setSearch(q), [q]);

  const query = useQuery({
    queryKey: ['blog', 'list', q, category, page],
    queryFn: () =>
      fetchBlogList({ q: q || undefined, category: category || undefined, page, perPage: BLOG_LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / BLOG_LIST_PAGE_SIZE)) : 1;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8, lg: 9 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
          role="group"
          aria-label={translate('blog.filterLabel')}
        >
          <Chip
            label={translate('blog.allCategories')}
            color={category ? 'default' : 'primary'}
            onClick={() => update({ category: '', page: '' })}
            aria-pressed={!category}
          />
          {BLOG_CATEGORIES.map((name) => (
            <Chip
              key={name}
              label={translate(`blog.categories.${name}`)}
              color={category === name ? 'primary' : 'default'}
              aria-pressed={category === name}
              onClick={() => update({ category: category === name ? '' : name, page: '' })}
            />
          ))}
        </Stack>
        {query.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={translate('shared.loading')} />}
        {query.isError && <LoadError onRetry={() => void query.refetch()} />}
        {query.data && query.data.total === 0 && (
          <Paper role="status" sx={{ p: 5, textAlign: 'center' }}>
            <Typography variant="h6" component="p" gutterBottom>
              {translate('blog.empty')}
            </Typography>
            <Button
              variant="outlined"
              onClick={() => {
                setSearch('');
                update({ q: '', category: '', page: '' });
              }}
            >
              {translate('blog.clearFilters')}
            </Button>
          </Paper>
        )}
        <Grid container spacing={3}>
          {query.data?.posts.map((post) => (
            <Grid key={post.id} size={{ xs: 12, lg: 6 }}>
              <BlogCard post={post} />
            </Grid>
          ))}
        </Grid>
        {query.data && query.data.total > 0 && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination
              count={pageCount}
              page={Math.min(page, pageCount)}
              color="primary"
              shape="rounded"
              onChange={(_, next) => update({ page: next > 1 ? String(next) : '' })}
              getItemAriaLabel={(type, item, selected) =>
                type === 'page'
                  ? translate(selected ? 'blog.pageCurrent' : 'blog.pageGoTo', { page: item ?? '' })
                  : isEllipsis(type)
                    ? ''
                    : translate(`blog.pageNav.${type}`)
              }
            />
          </Box>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <BlogSidebar search={{ value: search, onChange: setSearch }} activeCategory={category} />
      </Grid>
    </Grid>
  );
}
