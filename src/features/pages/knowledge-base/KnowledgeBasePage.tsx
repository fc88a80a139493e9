import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Grid,
  LinearProgress,
  Paper,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { LoadError } from '@/shared/LoadError';
import { SearchBanner } from '@/shared/SearchBanner';
import { useDebounced } from '@/shared/useDebounced';
import { fetchKbCards, kbPath } from './api';

/** Knowledge base landing: a search and a card per category. */
export default function KnowledgeBasePage() {
  const translate = useT();
  const [search, setSearch] = useState('');
  const q = useDebounced(search);
  const query = useQuery({
    queryKey: ['kb', 'cards', q],
    queryFn: () => fetchKbCards(q),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <SearchBanner
        title={translate('kb.heading')}
        subtitle={translate('kb.subheading')}
        label={translate('kb.searchLabel')}
        value={search}
        onChange={setSearch}
      />
      {query.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={translate('shared.loading')} />}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && (
        <Paper role="status" sx={{ p: 5, textAlign: 'center' }}>
          <Typography variant="h5" component="p" gutterBottom>
            {translate('kb.empty', { query: q })}
          </Typography>
          <Button variant="outlined" onClick={() => setSearch('')}>
            {translate('kb.clearSearch')}
          </Button>
        </Paper>
      )}
      <Grid container spacing={3}>
        {query.data?.map((card) => (
          <Grid key={card.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={kbPath(card.category)} sx={{ height: '100%' }}>
                <CardMedia component="img" image={card.img} alt="" sx={{ height: 160 }} />
                <CardContent sx={{ textAlign: 'center' }}>
                  <Typography variant="h5" component="h2" gutterBottom>
                    {translate(dynamicKey(`kb.categories.${card.category}`), { _: card.title })}
                  </Typography>
                  <Typography color="text.secondary">{card.desc}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
