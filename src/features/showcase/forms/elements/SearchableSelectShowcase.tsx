import { useState } from 'react';
import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  Stack,
  TextField,
  Typography,
  createFilterOptions,
} from '@mui/material';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import { useQuery } from '@tanstack/react-query';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { fetchAutosuggest, type AutosuggestPerson } from '../api';
import { largeFieldSx, validSx } from '../fieldState';
import { FRAMEWORKS, useCountries, type Country } from '../options';

const MAX_LANGUAGES = 3;
const sameCountry = (a: Country, b: Country) => a.code === b.code;

function Single() {
  const t = useScopedTranslate('showcaseForms');
  const countries = useCountries();
  const [country, setCountry] = useState<Country | null>(null);
  return (
    <Autocomplete
      options={countries}
      value={country}
      onChange={(_, v) => setCountry(v)}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.code}
      isOptionEqualToValue={sameCountry}
      autoHighlight
      noOptionsText={t('searchableSelect.noOptions')}
      clearText={t('common.clear')}
      openText={t('searchableSelect.open')}
      closeText={t('searchableSelect.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('common.country')}
          helperText={country ? t('common.selected', { value: country.name }) : t('searchableSelect.typeToSearch')}
        />
      )}
    />
  );
}

function Multiple() {
  const t = useScopedTranslate('showcaseForms');
  const countries = useCountries();
  const [chosen, setChosen] = useState<Country[]>(() => countries.filter((c) => ['PT', 'BR'].includes(c.code)));
  return (
    <Autocomplete
      multiple
      options={countries}
      value={chosen}
      onChange={(_, v) => setChosen(v)}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.code}
      isOptionEqualToValue={sameCountry}
      limitTags={2}
      filterSelectedOptions
      getLimitTagsText={(more) => t('searchableSelect.more', { smart_count: more })}
      noOptionsText={t('searchableSelect.noOptions')}
      clearText={t('common.clear')}
      openText={t('searchableSelect.open')}
      closeText={t('searchableSelect.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('searchableSelect.countries')}
          helperText={t('select.count', { smart_count: chosen.length })}
        />
      )}
    />
  );
}

function GroupedWithCheckboxes() {
  const t = useScopedTranslate('showcaseForms');
  const countries = useCountries();
  const [chosen, setChosen] = useState<Country[]>([]);
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={countries}
      value={chosen}
      onChange={(_, v) => setChosen(v)}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.code}
      isOptionEqualToValue={sameCountry}
      groupBy={(c) => t(`common.regions.${c.region}`)}
      noOptionsText={t('searchableSelect.noOptions')}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox
            icon={<CheckBoxOutlineBlankIcon fontSize="small" />}
            checkedIcon={<CheckBoxIcon fontSize="small" />}
            checked={selected}
            size="small"
            sx={{ marginInlineEnd: 1 }}
          />
          {option.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('searchableSelect.markets')}
          helperText={t('select.count', { smart_count: chosen.length })}
        />
      )}
    />
  );
}

function Sizes() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2.5}>
      <Autocomplete
        size="small"
        options={FRAMEWORKS}
        defaultValue="React"
        renderInput={(params) => <TextField {...params} label={t('small')} />}
      />
      <Autocomplete
        options={FRAMEWORKS}
        defaultValue="Vue"
        renderInput={(params) => <TextField {...params} label={t('medium')} />}
      />
      <Autocomplete
        options={FRAMEWORKS}
        defaultValue="Svelte"
        renderInput={(params) => <TextField {...params} label={t('large')} sx={largeFieldSx} />}
      />
    </Stack>
  );
}

type Creatable = { label: string; inputValue?: string };
const filterCreatable = createFilterOptions<Creatable>();

function CreateOption() {
  const t = useScopedTranslate('showcaseForms');
  const [options, setOptions] = useState<Creatable[]>(() => FRAMEWORKS.map((label) => ({ label })));
  const [value, setValue] = useState<Creatable | null>(null);
  return (
    <Autocomplete<Creatable, false, false, true>
      freeSolo
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      options={options}
      value={value}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      filterOptions={(list, state) => {
        const filtered = filterCreatable(list, state);
        const typed = state.inputValue.trim();
        if (typed && !list.some((o) => o.label.toLowerCase() === typed.toLowerCase())) {
          filtered.push({ inputValue: typed, label: t('searchableSelect.add', { value: typed }) });
        }
        return filtered;
      }}
      onChange={(_, next) => {
        const label = typeof next === 'string' ? next.trim() : (next?.inputValue ?? next?.label);
        if (!label) return setValue(null);
        const existing = options.find((o) => o.label.toLowerCase() === label.toLowerCase());
        const option = existing ?? { label };
        if (!existing) setOptions([...options, option]);
        setValue(option);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.label}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('select.framework')}
          helperText={t('searchableSelect.createHelp', { smart_count: options.length })}
        />
      )}
    />
  );
}

function AsyncOptions() {
  const t = useScopedTranslate('showcaseForms');
  const [open, setOpen] = useState(false);
  const [owner, setOwner] = useState<AutosuggestPerson | null>(null);
  const { data, isFetching, isError } = useQuery({
    queryKey: ['autosuggest', ''],
    queryFn: ({ signal }) => fetchAutosuggest('', signal),
    enabled: open,
    staleTime: 60_000,
  });
  const people = data ? [...data.developers, ...data.designers] : [];
  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={people}
      value={owner}
      onChange={(_, v) => setOwner(v)}
      loading={isFetching}
      loadingText={t('autoSuggest.loading')}
      getOptionLabel={(p) => p.name}
      getOptionKey={(p) => p.email}
      isOptionEqualToValue={(a, b) => a.email === b.email}
      noOptionsText={isError ? t('autoSuggest.failed') : t('searchableSelect.noOptions')}
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          <Box>
            <Typography>{p.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {p.title}
            </Typography>
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('searchableSelect.owner')}
          helperText={
            owner ? t('common.selected', { value: `${owner.name} <${owner.email}>` }) : t('searchableSelect.asyncHelp')
          }
          slotProps={{
            input: {
              ...params.InputProps,
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
  );
}

function States() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2.5}>
      <Autocomplete
        disabled
        options={FRAMEWORKS}
        defaultValue="Angular"
        renderInput={(params) => <TextField {...params} label={t('disabled')} />}
      />
      <Autocomplete
        readOnly
        multiple
        options={FRAMEWORKS}
        defaultValue={['React', 'Vue']}
        renderInput={(params) => <TextField {...params} label={t('readOnly')} />}
      />
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms');
  const [chosen, setChosen] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const problem =
    chosen.length === 0
      ? t('searchableSelect.atLeastOne')
      : chosen.length > MAX_LANGUAGES
        ? t('searchableSelect.atMost', { max: MAX_LANGUAGES })
        : null;
  const showProblem = (submitted || chosen.length > MAX_LANGUAGES) && problem;
  const valid = submitted && !problem;
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
      <Autocomplete
        multiple
        options={FRAMEWORKS}
        value={chosen}
        onChange={(_, v) => {
          setChosen(v);
          setSaved(false);
        }}
        renderValue={(values, getItemProps) =>
          values.map((value, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                label={value}
                size="small"
                color={index >= MAX_LANGUAGES ? 'error' : 'primary'}
                {...itemProps}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('searchableSelect.stack')}
            required
            error={Boolean(showProblem)}
            sx={valid ? validSx : undefined}
            helperText={
              showProblem || (valid ? t('common.valid') : t('searchableSelect.stackHelp', { max: MAX_LANGUAGES }))
            }
          />
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {saved && (
          <Typography role="status" color="success">
            {t('common.sent', { value: chosen.join(', ') })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Searchable selects (MUI Autocomplete): single, multiple, grouped, sizes, creatable, loaded on open, states, validation. */
export default function SearchableSelectShowcase() {
  const t = useScopedTranslate('showcaseForms.searchableSelect');
  return (
    <DemoGrid>
      <DemoCard title={t('single')} subtitle={t('singleHelp')}>
        <Single />
      </DemoCard>
      <DemoCard title={t('multiple')}>
        <Multiple />
      </DemoCard>
      <DemoCard title={t('grouped')}>
        <GroupedWithCheckboxes />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <Sizes />
      </DemoCard>
      <DemoCard title={t('creatable')}>
        <CreateOption />
      </DemoCard>
      <DemoCard title={t('async')}>
        <AsyncOptions />
      </DemoCard>
      <DemoCard title={t('states')}>
        <States />
      </DemoCard>
      <DemoCard title={t('validation')}>
        <Validated />
      </DemoCard>
    </DemoGrid>
  );
}
