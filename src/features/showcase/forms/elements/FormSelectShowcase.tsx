import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormHelperText,
  InputLabel,
  ListItemText,
  ListSubheader,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { largeFieldSx, stateProps } from '../fieldState';
import { FRAMEWORKS, SKILL_GROUPS, useCountries, type SkillGroup } from '../options';

const DEPARTMENTS = ['sales', 'marketing', 'engineering', 'support'] as const;

function BasicSelect() {
  const t = useScopedTranslate('showcaseForms');
  const [value, setValue] = useState('React');
  return (
    <FormControl fullWidth>
      <InputLabel id="select-basic-label">{t('select.framework')}</InputLabel>
      <Select
        labelId="select-basic-label"
        label={t('select.framework')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      >
        {FRAMEWORKS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText>{t('common.selected', { value })}</FormHelperText>
    </FormControl>
  );
}

function SizedSelects() {
  const t = useScopedTranslate('showcaseForms');
  const [values, setValues] = useState({ small: 'Vue', medium: 'Angular', large: 'Svelte' });
  const sizes = ['small', 'medium', 'large'] as const;
  return (
    <Stack spacing={2.5}>
      {sizes.map((size) => (
        <TextField
          key={size}
          select
          fullWidth
          label={t(`common.${size}`)}
          value={values[size]}
          size={size === 'small' ? 'small' : 'medium'}
          sx={size === 'large' ? largeFieldSx : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(e) => setValues({ ...values, [size]: e.target.value })}
        >
          {FRAMEWORKS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}

function NativeSelect() {
  const t = useScopedTranslate('showcaseForms');
  const countries = useCountries();
  const [code, setCode] = useState('PT');
  const name = countries.find((c) => c.code === code)?.name ?? '';
  return (
    <TextField
      select
      fullWidth
      label={t('common.country')}
      value={code}
      onChange={(e) => setCode(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      helperText={t('common.selected', { value: name })}
    >
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </TextField>
  );
}

function MultipleSelect() {
  const t = useScopedTranslate('showcaseForms');
  const [chips, setChips] = useState<string[]>(['React', 'Vue']);
  const [checked, setChecked] = useState<string[]>(['Svelte']);
  return (
    <Stack spacing={2.5}>
      <FormControl fullWidth>
        <InputLabel id="select-chips-label">{t('select.withChips')}</InputLabel>
        <Select
          labelId="select-chips-label"
          multiple
          label={t('select.withChips')}
          value={chips}
          onChange={(e) => setChips(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
          renderValue={(selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {selected.map((name) => (
                <Chip key={name} label={name} size="small" color="primary" variant="outlined" />
              ))}
            </Box>
          )}
        >
          {FRAMEWORKS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>{t('select.count', { smart_count: chips.length })}</FormHelperText>
      </FormControl>
      <FormControl fullWidth>
        <InputLabel id="select-checks-label">{t('select.withCheckboxes')}</InputLabel>
        <Select
          labelId="select-checks-label"
          multiple
          label={t('select.withCheckboxes')}
          value={checked}
          onChange={(e) => setChecked(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
          renderValue={(selected) => selected.join(', ')}
        >
          {FRAMEWORKS.map((name) => (
            <MenuItem key={name} value={name}>
              <Checkbox checked={checked.includes(name)} size="small" />
              <ListItemText primary={name} />
            </MenuItem>
          ))}
        </Select>
        <FormHelperText>{t('select.count', { smart_count: checked.length })}</FormHelperText>
      </FormControl>
    </Stack>
  );
}

function GroupedSelect() {
  const t = useScopedTranslate('showcaseForms');
  const [value, setValue] = useState('Django');
  const groups = Object.keys(SKILL_GROUPS) as SkillGroup[];
  // A Select's children must be a flat list (MUI reads each option's value), so headers and options are flattened.
  const items = groups.flatMap((group) => [
    <ListSubheader key={`header-${group}`}>{t(`common.skillGroups.${group}`)}</ListSubheader>,
    ...SKILL_GROUPS[group].map((name) => (
      <MenuItem key={`${group}-${name}`} value={name}>
        {name}
      </MenuItem>
    )),
  ]);
  return (
    <FormControl fullWidth>
      <InputLabel id="select-grouped-label">{t('select.skill')}</InputLabel>
      <Select
        labelId="select-grouped-label"
        label={t('select.skill')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      >
        {items}
      </Select>
      <FormHelperText>{t('common.selected', { value })}</FormHelperText>
    </FormControl>
  );
}

function SelectStates() {
  const t = useScopedTranslate('showcaseForms');
  const [placeholder, setPlaceholder] = useState('');
  return (
    <Stack spacing={2.5}>
      <TextField select fullWidth disabled label={t('common.disabled')} value="Vue">
        {FRAMEWORKS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        label={t('common.readOnly')}
        value="Angular"
        slotProps={{ select: { readOnly: true } }}
        helperText={t('select.readOnlyHelp')}
      >
        {FRAMEWORKS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        label={t('select.withPlaceholder')}
        value={placeholder}
        onChange={(e) => setPlaceholder(e.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            renderValue: (selected) =>
              selected ? (
                String(selected)
              ) : (
                <Typography component="span" color="text.secondary">
                  {t('common.choose')}
                </Typography>
              ),
          },
        }}
      >
        {FRAMEWORKS.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function ValidatedSelect() {
  const t = useScopedTranslate('showcaseForms');
  const [department, setDepartment] = useState<(typeof DEPARTMENTS)[number] | ''>('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const state = !touched ? 'idle' : department ? 'valid' : 'invalid';
  const submit = () => {
    setTouched(true);
    setSent(department ? t(`select.departments.${department}`) : null);
  };
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextField
        select
        fullWidth
        required
        label={t('select.department')}
        value={department}
        {...stateProps(state)}
        onChange={(e) => {
          setDepartment(e.target.value as (typeof DEPARTMENTS)[number]);
          setTouched(true);
          setSent(null);
        }}
        onBlur={() => setTouched(true)}
        helperText={state === 'invalid' ? t('common.errors.chooseOption') : state === 'valid' ? t('common.valid') : ' '}
      >
        {DEPARTMENTS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`select.departments.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {sent && (
          <Typography role="status" color="success">
            {t('common.sent', { value: sent })}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** Single, native, multiple and grouped selects, in three sizes, with their states and validation. */
export default function FormSelectShowcase() {
  const t = useScopedTranslate('showcaseForms.select');
  return (
    <DemoGrid>
      <DemoCard title={t('basic')} subtitle={t('basicHelp')}>
        <BasicSelect />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <SizedSelects />
      </DemoCard>
      <DemoCard title={t('native')} subtitle={t('nativeHelp')}>
        <NativeSelect />
      </DemoCard>
      <DemoCard title={t('multiple')}>
        <MultipleSelect />
      </DemoCard>
      <DemoCard title={t('grouped')}>
        <GroupedSelect />
      </DemoCard>
      <DemoCard title={t('states')}>
        <SelectStates />
      </DemoCard>
      <DemoCard title={t('validation')} subtitle={t('validationHelp')}>
        <ValidatedSelect />
      </DemoCard>
    </DemoGrid>
  );
}
