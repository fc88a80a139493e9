import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Grid,
  LinearProgress,
  Paper,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { fetchFaq, type FaqCategory } from './api';
import { categoryIcon } from './categoryIcons';
import { FaqContact } from './FaqContact';
import { selectCategory } from './selectCategory';
import { LoadError } from '@/shared/LoadError';
import { SearchBanner } from '@/shared/SearchBanner';
import { useDebounced } from '@/shared/useDebounced';

/** FAQ: search over the questions, a tab per category with its answers, and how to reach support. */
export default function FaqPage() {
  const translate = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const q = useDebounced(search);
  const query = useQuery({ queryKey: ['faq', q], queryFn: () => fetchFaq(q), placeholderData: keepPreviousData });

  const categories = Object.entries(query.data?.faqData ?? {});
  const selected = selectCategory(
    categories.map(([id]) => id),
    chosen,
  );
  const current = categories.find(([id]) => id === selected);
  const titleOf = (id: string, category: FaqCategory) =>
    translate(dynamicKey(`faq.categories.${id}.title`), { _: category.title });

  return (
    <Box>
      <SearchBanner
        title={translate('faq.heading')}
        subtitle={translate('faq.subheading')}
        label={translate('faq.searchLabel')}
        value={search}
        onChange={setSearch}
      />
      {query.isFetching && <LinearProgress sx={{ mb: 1 }} aria-label={translate('shared.loading')} />}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {query.data && categories.length === 0 && (
        <Paper sx={{ p: 5, textAlign: 'center' }} role="status">
          <SearchOffIcon color="disabled" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="p" gutterBottom>
            {translate('faq.empty.title', { query: q })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('faq.empty.hint')}
          </Typography>
          <Button variant="outlined" onClick={() => setSearch('')}>
            {translate('faq.empty.clear')}
          </Button>
        </Paper>
      )}
      {current && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Tabs
              value={selected}
              onChange={(_, value: string) => setChosen(value)}
              orientation={wide ? 'vertical' : 'horizontal'}
              variant="scrollable"
              aria-label={translate('faq.categoriesLabel')}
              sx={{
                '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 48, alignItems: 'center' },
                '& .MuiTabs-indicator': { insetInlineStart: 0 },
              }}
            >
              {categories.map(([id, category]) => {
                const Icon = categoryIcon(category.icon);
                return (
                  <Tab
                    key={id}
                    value={id}
                    id={`faq-tab-${id}`}
                    aria-controls="faq-panel"
                    icon={<Icon fontSize="small" />}
                    iconPosition="start"
                    label={titleOf(id, category)}
                  />
                );
              })}
            </Tabs>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }} id="faq-panel" role="tabpanel" aria-labelledby={`faq-tab-${current[0]}`}>
            <CategoryAnswers id={current[0]} category={current[1]} title={titleOf(current[0], current[1])} />
          </Grid>
        </Grid>
      )}
      {query.data && <FaqContact {...query.data.contact} />}
    </Box>
  );
}

function CategoryAnswers({ id, category, title }: { id: string; category: FaqCategory; title: string }) {
  const translate = useT();
  const Icon = categoryIcon(category.icon);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Box sx={{ p: 1.25, borderRadius: 2, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex' }}>
          <Icon />
        </Box>
        <Box>
          <Typography variant="h5" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {translate(dynamicKey(`faq.categories.${id}.subtitle`), { _: category.subtitle })}
          </Typography>
        </Box>
      </Stack>
      <Box>
        {category.qandA.map((entry, index) => (
          <Accordion key={entry.question} disableGutters defaultExpanded={index === 0}>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`faq-${id}-${index}`}
              aria-controls={`faq-${id}-${index}-answer`}
            >
              <Typography fontWeight={500}>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${id}-${index}-answer`}>
              <Typography color="text.secondary">{entry.ans}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Stack>
  );
}
