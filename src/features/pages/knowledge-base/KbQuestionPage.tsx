import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import { Link, useParams } from 'react-router-dom';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { isNotFound } from '@/data/apiError';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { SafeHtml } from '@/shared/SafeHtml';
import { fetchKbArticle, kbPath } from './api';

/** One knowledge-base article (category and slug from the route) with the related questions beside it. */
export default function KbQuestionPage() {
  const translate = useT();
  const format = useFormat();
  const { category = '', slug = '' } = useParams();
  const query = useQuery({
    queryKey: ['kb', 'question', category, slug],
    queryFn: () => fetchKbArticle(category, slug),
    retry: false,
  });
  if (isNotFound(query.error)) {
    return (
      <NotFoundState
        title={translate('kb.notFound.question')}
        message={translate('kb.notFound.questionHint')}
        backTo={kbPath()}
        backLabel={translate('kb.backToKb')}
      />
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LinearProgress aria-label={translate('shared.loading')} />;
  const article = query.data;
  const categoryTitle = translate(dynamicKey(`kb.categories.${article.category.category}`), {
    _: article.category.title,
  });
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card component="article">
          <CardContent sx={{ p: { xs: 2, md: 4 } }}>
            <Button
              component={Link}
              to={kbPath(category)}
              startIcon={
                <ArrowBackIcon sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
              }
              sx={{ mb: 1 }}
            >
              {categoryTitle}
            </Button>
            <Typography variant="h3" component="h1" gutterBottom>
              {article.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('kb.lastUpdated', { date: format.date(article.lastUpdated) })}
            </Typography>
            <SafeHtml html={article.content} sx={{ lineHeight: 1.7 }} />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card component="aside" aria-labelledby="kb-related">
          <CardContent>
            <Typography id="kb-related" variant="h5" component="h2">
              {translate('kb.related')}
            </Typography>
            {article.relatedQuestions.length === 0 ? (
              <Box sx={{ pt: 1 }}>
                <Typography color="text.secondary">{translate('kb.noRelated')}</Typography>
              </Box>
            ) : (
              <List dense>
                {article.relatedQuestions.map((question) => (
                  <ListItem key={question.id} disablePadding>
                    <ListItemButton component={Link} to={kbPath(category, question.slug)}>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <ArticleIcon fontSize="small" color="primary" />
                      </ListItemIcon>
                      <ListItemText primary={question.question} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
