import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { validSx } from '../fieldState';
import { FRAMEWORKS } from '../options';
import { TagInput } from './TagInput';

const SLUG_PATTERN = /^[\p{L}\d-]{2,20}$/u;
const MAX_TAGS = 5;

const TAG_CODE = `
<TagInput label="Labels" value={tags} onChange={setTags}
  max={5} pattern={/^[\\p{L}\\d-]{2,20}$/u} suggestions={['React', 'Vue']} />
// Enter or a comma adds a tag; a refused tag stays in the field with the reason under it.`;

function Basic() {
  const t = useScopedTranslate('showcaseForms.tag');
  const [tags, setTags] = useState(['React', 'TypeScript']);
  return (
    <Stack spacing={1}>
      <TagInput
        label={t('technologies')}
        value={tags}
        onChange={setTags}
        suggestions={[...FRAMEWORKS, 'TypeScript', 'GraphQL', 'Node.js']}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('count', { smart_count: tags.length })}
      </Typography>
    </Stack>
  );
}

function Rules() {
  const t = useScopedTranslate('showcaseForms.tag');
  const [tags, setTags] = useState(['release', 'ui']);
  return (
    <TagInput
      label={t('labels')}
      value={tags}
      onChange={setTags}
      max={MAX_TAGS}
      pattern={SLUG_PATTERN}
      helperText={t('rulesHelp', { max: MAX_TAGS })}
    />
  );
}

function ChipStyles() {
  const t = useScopedTranslate('showcaseForms');
  const [first, setFirst] = useState(['design', 'research']);
  const [second, setSecond] = useState(['urgent']);
  return (
    <Stack spacing={2.5}>
      <TagInput label={t('common.colors.success')} value={first} onChange={setFirst} chipColor="success" />
      <TagInput
        label={t('tag.outlined')}
        value={second}
        onChange={setSecond}
        chipColor="error"
        chipVariant="outlined"
      />
    </Stack>
  );
}

function Sizes() {
  const t = useScopedTranslate('showcaseForms.common');
  const [tags, setTags] = useState({ small: ['one'], medium: ['two'], large: ['three'] });
  const sizes = ['small', 'medium', 'large'] as const;
  return (
    <Stack spacing={2.5}>
      {sizes.map((size) => (
        <TagInput
          key={size}
          size={size}
          label={t(size)}
          value={tags[size]}
          onChange={(v) => setTags({ ...tags, [size]: v })}
        />
      ))}
    </Stack>
  );
}

function States() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2.5}>
      <TagInput label={t('disabled')} value={['locked', 'archived']} onChange={() => undefined} disabled />
      <TagInput label={t('readOnly')} value={['published']} onChange={() => undefined} readOnly />
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms');
  const [tags, setTags] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState(false);
  const invalid = submitted && tags.length === 0;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        setSaved(tags.length > 0);
      }}
    >
      <Box sx={submitted && !invalid ? validSx : undefined}>
        <TagInput
          label={t('tag.topics')}
          value={tags}
          onChange={(v) => {
            setTags(v);
            setSaved(false);
          }}
          error={invalid ? t('tag.atLeastOne') : undefined}
          helperText={submitted && !invalid ? t('common.valid') : undefined}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {saved && (
          <Typography role="status" color="success">
            {t('common.sent', { value: tags.join(', ') })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Tag inputs: suggestions, limits and rules, chip styles, sizes, states and a required tag list. */
export default function TagShowcase() {
  const t = useScopedTranslate('showcaseForms.tag');
  return (
    <DemoGrid>
      <DemoCard title={t('basic')} subtitle={t('basicHelp')}>
        <Basic />
      </DemoCard>
      <DemoCard title={t('rules')} code={TAG_CODE}>
        <Rules />
      </DemoCard>
      <DemoCard title={t('styles')}>
        <ChipStyles />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <Sizes />
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
