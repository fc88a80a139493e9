import { useMemo, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Avatar,
  Box,
  Button,
  CircularProgress,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDebounced } from '@/shared/useDebounced';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { fetchAutosuggest, type AutosuggestData, type AutosuggestPage, type AutosuggestPerson } from '../api';
import { largeFieldSx, validSx } from '../fieldState';
import { useCountries, type Country } from '../options';
import { Highlight } from './Highlight';

type Group = keyof AutosuggestData;
const GROUPS: Group[] = ['developers', 'designers', 'pages'];
/** Each group shows at most this many suggestions, so one group cannot push the others out of view. */
const PER_GROUP = 5;

type Suggestion =
  | { group: 'developers' | 'designers'; key: string; label: string; person: AutosuggestPerson }
  | { group: 'pages'; key: string; label: string; page: AutosuggestPage };

function toSuggestions(data: AutosuggestData | undefined): Suggestion[] {
  if (!data) return [];
  return GROUPS.flatMap((group): Suggestion[] =>
    group === 'pages'
      ? data.pages.slice(0, PER_GROUP).map((page) => ({ group, key: `page-${page.id}`, label: page.title, page }))
      : data[group]
          .slice(0, PER_GROUP)
          .map((person) => ({ group, key: `${group}-${person.id}`, label: person.name, person })),
  );
}

const GROUPED_CODE = `
const q = useDebounced(input.trim());
const { data, isFetching } = useQuery({
  queryKey: ['autosuggest', q],
  queryFn: ({ signal }) => fetchAutosuggest(q, signal), // GET /autosuggest/data?q=…
  enabled: q.length > 0,
  placeholderData: keepPreviousData,
});
<Autocomplete options={toSuggestions(data)} filterOptions={(x) => x} // the server already filtered
  groupBy={(o) => t(\`groups.\${o.group}\`)} loading={isFetching} … />`;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** Suggestions from the server for what is typed, asked once the typing pauses. */
function useSuggestions(input: string) {
  const q = useDebounced(input.trim());
  return useQuery({
    queryKey: ['autosuggest', q],
    queryFn: ({ signal }) => fetchAutosuggest(q, signal),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}

function GroupedSearch() {
  const t = useScopedTranslate('showcaseForms.autoSuggest');
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Suggestion | null>(null);
  const { data, isFetching, isError } = useSuggestions(input);
  const options = useMemo(() => (input.trim() ? toSuggestions(data) : []), [data, input]);
  return (
    <Stack spacing={2}>
      <Autocomplete<Suggestion>
        options={options}
        value={chosen}
        inputValue={input}
        filterOptions={(x) => x}
        onInputChange={(_, text) => setInput(text)}
        onChange={(_, value) => setChosen(value)}
        groupBy={(option) => t(`groups.${option.group}`)}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        loading={isFetching}
        loadingText={t('loading')}
        noOptionsText={input.trim() ? t('noMatch', { query: input.trim() }) : t('startTyping')}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            {option.group === 'pages' ? (
              <>
                <Avatar sx={{ width: 32, height: 32, bgcolor: 'info.main', color: 'info.contrastText' }}>
                  <ArticleIcon fontSize="small" />
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography noWrap>
                    <Highlight text={option.page.title} query={input} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap dir="ltr">
                    {option.page.path}
                  </Typography>
                </Box>
              </>
            ) : (
              <>
                <Avatar
                  sx={{
                    width: 32,
                    height: 32,
                    bgcolor: option.group === 'developers' ? 'primary.main' : 'success.main',
                    color: option.group === 'developers' ? 'primary.contrastText' : 'success.contrastText',
                    fontSize: 14,
                  }}
                >
                  {initials(option.person.name)}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography noWrap>
                    <Highlight text={option.person.name} query={input} />
                  </Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    <Highlight text={option.person.title} query={input} /> ·{' '}
                    <Highlight text={option.person.email} query={input} />
                  </Typography>
                </Box>
              </>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            slotProps={{
              input: {
                ...params.InputProps,
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: (
                  <>
                    {isFetching && <CircularProgress color="inherit" size={18} />}
                    {params.InputProps.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {isError && <Alert severity="error">{t('failed')}</Alert>}
      {chosen && (
        <Paper variant="outlined" sx={{ p: 2 }} role="status">
          <Typography variant="overline" color="text.secondary">
            {t(`groups.${chosen.group}`)}
          </Typography>
          {chosen.group === 'pages' ? (
            <Stack
              direction="row"
              spacing={2}
              alignItems="center"
              justifyContent="space-between"
              flexWrap="wrap"
              useFlexGap
            >
              <Typography fontWeight={600}>{chosen.page.title}</Typography>
              <Button
                component={Link}
                to={chosen.page.path}
                size="small"
                variant="contained"
                endIcon={<OpenInNewIcon />}
              >
                {t('openPage')}
              </Button>
            </Stack>
          ) : (
            <>
              <Typography fontWeight={600}>{chosen.person.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {chosen.person.title} · {chosen.person.email}
              </Typography>
            </>
          )}
        </Paper>
      )}
    </Stack>
  );
}

function LocalSuggestions() {
  const t = useScopedTranslate('showcaseForms');
  const countries = useCountries();
  const [input, setInput] = useState('');
  const [country, setCountry] = useState<Country | null>(null);
  return (
    <Autocomplete<Country>
      options={countries}
      value={country}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, value) => setCountry(value)}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.code}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      autoHighlight
      groupBy={(c) => t(`common.regions.${c.region}`)}
      noOptionsText={t('autoSuggest.noMatch', { query: input })}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Highlight text={option.name} query={input} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('common.country')}
          helperText={country ? t('common.selected', { value: country.name }) : t('autoSuggest.localHelp')}
        />
      )}
    />
  );
}

function SizesAndStates() {
  const t = useScopedTranslate('showcaseForms');
  const countries = useCountries();
  const names = countries.map((c) => c.name);
  return (
    <Stack spacing={2.5}>
      <Autocomplete
        size="small"
        options={names}
        renderInput={(params) => <TextField {...params} label={t('common.small')} />}
      />
      <Autocomplete
        options={names}
        renderInput={(params) => <TextField {...params} label={t('common.large')} sx={largeFieldSx} />}
      />
      <Autocomplete
        disabled
        options={names}
        value={names[0] ?? null}
        renderInput={(params) => <TextField {...params} label={t('common.disabled')} />}
      />
      <Autocomplete
        readOnly
        options={names}
        value={names[1] ?? null}
        renderInput={(params) => <TextField {...params} label={t('common.readOnly')} />}
      />
    </Stack>
  );
}

/** A required person: only a suggestion can be chosen, free text is not a reviewer. */
function ValidatedReviewer() {
  const t = useScopedTranslate('showcaseForms');
  const [input, setInput] = useState('');
  const [reviewer, setReviewer] = useState<AutosuggestPerson | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const { data, isFetching } = useSuggestions(input);
  const people = input.trim() && data ? [...data.developers, ...data.designers] : [];
  const problem = reviewer ? null : input.trim() ? t('autoSuggest.pickSuggestion') : t('common.errors.required');
  const invalid = submitted && problem !== null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        setSaved(!problem);
      }}
    >
      <Autocomplete<AutosuggestPerson>
        options={people}
        value={reviewer}
        inputValue={input}
        filterOptions={(x) => x}
        loading={isFetching}
        loadingText={t('autoSuggest.loading')}
        noOptionsText={input.trim() ? t('autoSuggest.noMatch', { query: input.trim() }) : t('autoSuggest.startTyping')}
        onInputChange={(_, text) => {
          setInput(text);
          setSaved(false);
        }}
        onChange={(_, value) => {
          setReviewer(value);
          setSaved(false);
        }}
        getOptionLabel={(p) => p.name}
        getOptionKey={(p) => p.email}
        isOptionEqualToValue={(a, b) => a.email === b.email}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('autoSuggest.reviewer')}
            required
            error={invalid}
            sx={submitted && !problem ? validSx : undefined}
            helperText={invalid ? problem : submitted ? t('common.valid') : t('autoSuggest.reviewerHelp')}
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {saved && reviewer && (
          <Typography role="status" color="success">
            {t('common.sent', { value: reviewer.name })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Suggestions while typing: from the server (/autosuggest/data), grouped, and from a list in the page. */
export default function AutoSuggestShowcase() {
  const t = useScopedTranslate('showcaseForms.autoSuggest');
  return (
    <DemoGrid>
      <DemoCard title={t('grouped')} subtitle={t('groupedHelp')} code={GROUPED_CODE}>
        <GroupedSearch />
      </DemoCard>
      <DemoCard title={t('local')} subtitle={t('localSubtitle')}>
        <LocalSuggestions />
      </DemoCard>
      <DemoCard title={t('sizesAndStates')}>
        <SizesAndStates />
      </DemoCard>
      <DemoCard title={t('validation')} subtitle={t('validationHelp')}>
        <ValidatedReviewer />
      </DemoCard>
    </DemoGrid>
  );
}
