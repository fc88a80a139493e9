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
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, useParams } from 'react-router-dom';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { isNotFound } from '@/data/apiError';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { fetchKbCategory, kbPath } from './api';
import { sectionColor, sectionIcon } from './sectionIcons';

/** One knowledge-base category (from the route): its sections, each listing its questions. */
export default function KbCategoryPage() {
  const translate = useT();
  const { category = '' } = useParams();
  const query = useQuery({
    queryKey: ['kb', 'category', category],
    queryFn: () => fetchKbCategory(category),
    retry: false,
  });
  if (isNotFound(query.error)) {
    return (
      <NotFoundState
        title={translate('kb.notFound.category')}
        message={translate('kb.notFound.categoryHint', { name: category })}
        backTo={kbPath()}
        backLabel={translate('kb.backToKb')}
      />
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LinearProgress aria-label={translate('shared.loading')} />;
  const { category: card, sections } = query.data;
  const questionCount = sections.reduce((sum, section) => sum + section.questions.length, 0);
  return (
    <Stack spacing={3}>
      <Box>
        <Button
          component={Link}
          to={kbPath()}
          startIcon={<ArrowBackIcon sx={{ transform: (t) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
          sx={{ mb: 1 }}
        >
          {translate('kb.backToKb')}
        </Button>
        <Typography variant="h3" component="h1">
          {translate(dynamicKey(`kb.categories.${card.category}`), { _: card.title })}
        </Typography>
        <Typography color="text.secondary">{card.desc}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('kb.questionCount', { smart_count: questionCount })}
        </Typography>
      </Box>
      <Grid container spacing={3}>
        {sections.map((section) => {
          const Icon = sectionIcon(section.icon);
          const color = sectionColor(section.iconColor);
          return (
            <Grid key={section.id} size={{ xs: 12, md: 6 }}>
              <Card component="section" aria-labelledby={`kb-section-${section.id}`} sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
                    <Box
                      sx={{
                        p: 1,
                        borderRadius: 1.5,
                        bgcolor: `${color}.main`,
                        color: `${color}.contrastText`,
                        display: 'flex',
                      }}
                    >
                      <Icon fontSize="small" />
                    </Box>
                    <Typography id={`kb-section-${section.id}`} variant="h5" component="h2">
                      {section.title}{' '}
                      <Typography component="span" color="text.secondary">
                        ({section.questions.length})
                      </Typography>
                    </Typography>
                  </Stack>
                  <List dense disablePadding>
                    {section.questions.map((question) => (
                      <ListItem key={question.id} disablePadding>
                        <ListItemButton component={Link} to={kbPath(card.category, question.slug)}>
                          <ListItemText primary={question.question} slotProps={{ primary: { color: 'primary' } }} />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
