import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { TriStateCheckbox } from '@/shared/TriStateCheckbox';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const TOPPINGS = ['cheese', 'mushrooms', 'olives', 'peppers'] as const;
const INTERESTS = ['design', 'development', 'marketing', 'sales', 'support'] as const;
const MIN_INTERESTS = 2;

function BasicCheckboxes() {
  const t = useScopedTranslate('showcaseForms.checkbox');
  const [checked, setChecked] = useState(true);
  return (
    <Stack spacing={1}>
      <FormGroup>
        <FormControlLabel
          control={<Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} />}
          label={t('remember')}
        />
        <FormControlLabel control={<TriStateCheckbox indeterminate />} label={t('indeterminate')} />
      </FormGroup>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {checked ? t('isChecked') : t('isUnchecked')}
      </Typography>
    </Stack>
  );
}

function ColoredCheckboxes() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <FormGroup row>
      {COLORS.map((color) => (
        <FormControlLabel
          key={color}
          control={<Checkbox defaultChecked color={color} />}
          label={t(`colors.${color}`)}
        />
      ))}
    </FormGroup>
  );
}

function SizedCheckboxes() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <FormGroup row sx={{ alignItems: 'center' }}>
      <FormControlLabel control={<Checkbox size="small" defaultChecked />} label={t('small')} />
      <FormControlLabel control={<Checkbox defaultChecked />} label={t('medium')} />
      <FormControlLabel
        control={<Checkbox defaultChecked sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />}
        label={t('large')}
      />
    </FormGroup>
  );
}

function SelectAll() {
  const t = useScopedTranslate('showcaseForms.checkbox');
  const [picked, setPicked] = useState<string[]>(['cheese']);
  const all = picked.length === TOPPINGS.length;
  const some = picked.length > 0 && !all;
  return (
    <Box>
      <FormControlLabel
        label={t('allToppings')}
        control={
          <TriStateCheckbox checked={all} indeterminate={some} onChange={() => setPicked(all ? [] : [...TOPPINGS])} />
        }
      />
      <FormGroup sx={{ paddingInlineStart: 3 }}>
        {TOPPINGS.map((topping) => (
          <FormControlLabel
            key={topping}
            label={t(`toppings.${topping}`)}
            control={
              <Checkbox
                checked={picked.includes(topping)}
                onChange={(e) =>
                  setPicked(e.target.checked ? [...picked, topping] : picked.filter((p) => p !== topping))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

function CustomIcons() {
  const t = useScopedTranslate('showcaseForms.checkbox');
  const [liked, setLiked] = useState(false);
  const [saved, setSaved] = useState(true);
  return (
    <FormGroup row>
      <FormControlLabel
        label={liked ? t('liked') : t('like')}
        control={
          <Checkbox
            checked={liked}
            onChange={(e) => setLiked(e.target.checked)}
            color="error"
            icon={<FavoriteBorderIcon />}
            checkedIcon={<FavoriteIcon />}
          />
        }
      />
      <FormControlLabel
        label={saved ? t('saved') : t('save')}
        control={
          <Checkbox
            checked={saved}
            onChange={(e) => setSaved(e.target.checked)}
            color="warning"
            icon={<BookmarkBorderIcon />}
            checkedIcon={<BookmarkIcon />}
          />
        }
      />
    </FormGroup>
  );
}

function CheckboxStates() {
  const t = useScopedTranslate('showcaseForms');
  return (
    <FormGroup>
      <FormControlLabel
        disabled
        control={<Checkbox defaultChecked />}
        label={`${t('common.disabled')} · ${t('checkbox.isChecked')}`}
      />
      <FormControlLabel
        disabled
        control={<Checkbox />}
        label={`${t('common.disabled')} · ${t('checkbox.isUnchecked')}`}
      />
      <FormControlLabel
        disabled
        control={<TriStateCheckbox indeterminate />}
        label={`${t('common.disabled')} · ${t('checkbox.indeterminate')}`}
      />
    </FormGroup>
  );
}

function ValidatedGroup() {
  const t = useScopedTranslate('showcaseForms');
  const [picked, setPicked] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const invalid = submitted && picked.length < MIN_INTERESTS;
  const valid = submitted && !invalid;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormControl error={invalid} component="fieldset" variant="standard" required>
        <FormLabel component="legend" sx={valid ? { color: 'success.text' } : undefined}>
          {t('checkbox.interests', { min: MIN_INTERESTS })}
        </FormLabel>
        <FormGroup row>
          {INTERESTS.map((interest) => (
            <FormControlLabel
              key={interest}
              label={t(`checkbox.interestNames.${interest}`)}
              control={
                <Checkbox
                  checked={picked.includes(interest)}
                  onChange={(e) =>
                    setPicked(e.target.checked ? [...picked, interest] : picked.filter((p) => p !== interest))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText sx={valid ? { color: 'success.text' } : undefined}>
          {invalid ? t('checkbox.pickAtLeast', { min: MIN_INTERESTS }) : valid ? t('common.valid') : ' '}
        </FormHelperText>
      </FormControl>
      <div>
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>
          {t('common.submit')}
        </Button>
      </div>
    </Box>
  );
}

/** Checkboxes: colours, sizes, select-all with an indeterminate parent, icons, states and a validated group. */
export default function CheckboxShowcase() {
  const t = useScopedTranslate('showcaseForms.checkbox');
  return (
    <DemoGrid>
      <DemoCard title={t('basic')}>
        <BasicCheckboxes />
      </DemoCard>
      <DemoCard title={t('colorsTitle')}>
        <ColoredCheckboxes />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <SizedCheckboxes />
      </DemoCard>
      <DemoCard title={t('selectAll')} subtitle={t('selectAllHelp')}>
        <SelectAll />
      </DemoCard>
      <DemoCard title={t('icons')}>
        <CustomIcons />
      </DemoCard>
      <DemoCard title={t('states')}>
        <CheckboxStates />
      </DemoCard>
      <DemoCard title={t('validation')}>
        <ValidatedGroup />
      </DemoCard>
    </DemoGrid>
  );
}
