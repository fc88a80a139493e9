import { useState } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  Rating,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import StarIcon from '@mui/icons-material/Star';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';

const LEVELS = ['useless', 'poor', 'ok', 'good', 'excellent'] as const;
const COLORS = ['warning.main', 'error.main', 'success.main', 'info.main', 'primary.main'] as const;

function Basic() {
  const t = useScopedTranslate('showcaseForms.rating');
  const [value, setValue] = useState<number | null>(3);
  return (
    <Stack spacing={1}>
      <Rating name="rating-basic" value={value} onChange={(_, v) => setValue(v)} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {value ? t('stars', { smart_count: value }) : t('notRated')}
      </Typography>
      <div>
        <Button size="small" variant="outlined" onClick={() => setValue(null)} disabled={!value}>
          {t('clearRating')}
        </Button>
      </div>
    </Stack>
  );
}

function HalfStars() {
  const t = useScopedTranslate('showcaseForms.rating');
  const [value, setValue] = useState<number | null>(2.5);
  return (
    <Stack spacing={1}>
      <Rating name="rating-half" precision={0.5} value={value} onChange={(_, v) => setValue(v)} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {value ? t('stars', { smart_count: value }) : t('notRated')}
      </Typography>
    </Stack>
  );
}

function HoverFeedback() {
  const t = useScopedTranslate('showcaseForms.rating');
  const [value, setValue] = useState<number | null>(4);
  const [hover, setHover] = useState(-1);
  const shown = hover !== -1 ? hover : value;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Rating
        name="rating-hover"
        value={value}
        onChange={(_, v) => setValue(v)}
        onChangeActive={(_, v) => setHover(v)}
        getLabelText={(v) => t(`levels.${LEVELS[Math.max(0, Math.ceil(v) - 1)]}`)}
        emptyIcon={<StarIcon style={{ opacity: 0.45 }} fontSize="inherit" />}
      />
      <Typography aria-live="polite">{shown ? t(`levels.${LEVELS[shown - 1]}`) : t('notRated')}</Typography>
    </Box>
  );
}

function Sizes() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={1}>
      {(['small', 'medium', 'large'] as const).map((size) => (
        <Box key={size} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography sx={{ width: 80 }}>{t(size)}</Typography>
          <Rating name={`rating-${size}`} defaultValue={3} size={size} />
        </Box>
      ))}
    </Stack>
  );
}

function Customised() {
  const t = useScopedTranslate('showcaseForms.rating');
  const [hearts, setHearts] = useState<number | null>(3);
  return (
    <Stack spacing={2}>
      <Box>
        <Typography component="legend" variant="body2">
          {t('hearts')}
        </Typography>
        <Rating
          name="rating-hearts"
          value={hearts}
          onChange={(_, v) => setHearts(v)}
          getLabelText={(v) => t('heartsLabel', { smart_count: v })}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
          sx={{ '& .MuiRating-iconFilled, & .MuiRating-iconHover': { color: 'error.main' } }}
        />
      </Box>
      <Box>
        <Typography component="legend" variant="body2">
          {t('tenStars')}
        </Typography>
        <Rating name="rating-ten" defaultValue={7} max={10} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {COLORS.map((color) => (
          <Rating
            key={color}
            name={`rating-${color}`}
            defaultValue={4}
            size="small"
            aria-label={t('colored')}
            sx={{ '& .MuiRating-iconFilled': { color } }}
          />
        ))}
      </Box>
    </Stack>
  );
}

function States() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography component="legend" variant="body2">
          {t('readOnly')}
        </Typography>
        <Rating name="rating-readonly" value={4.5} precision={0.5} readOnly />
      </Box>
      <Box>
        <Typography component="legend" variant="body2">
          {t('disabled')}
        </Typography>
        <Rating name="rating-disabled" value={2} disabled />
      </Box>
    </Stack>
  );
}

function ReviewForm() {
  const t = useScopedTranslate('showcaseForms');
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [thanked, setThanked] = useState(false);
  const invalid = submitted && !score;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        setThanked(Boolean(score));
      }}
    >
      <FormControl error={invalid} required>
        <FormLabel id="rating-review-label" sx={submitted && score ? { color: 'success.text' } : undefined}>
          {t('rating.yourRating')}
        </FormLabel>
        <Rating
          name="rating-review"
          value={score}
          onChange={(_, v) => {
            setScore(v);
            setThanked(false);
          }}
          aria-labelledby="rating-review-label"
        />
        <FormHelperText sx={submitted && score ? { color: 'success.text' } : undefined}>
          {invalid ? t('rating.required') : submitted && score ? t('common.valid') : ' '}
        </FormHelperText>
      </FormControl>
      <TextField
        label={t('rating.comment')}
        multiline
        rows={2}
        fullWidth
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        sx={{ mt: 1 }}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {thanked && score && (
          <Typography role="status" color="success">
            {t('rating.thanks', { smart_count: score })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Star ratings: halves, hover feedback, sizes, custom icons and colours, states and a required rating. */
export default function RatingShowcase() {
  const t = useScopedTranslate('showcaseForms.rating');
  return (
    <DemoGrid>
      <DemoCard title={t('basic')}>
        <Basic />
      </DemoCard>
      <DemoCard title={t('half')}>
        <HalfStars />
      </DemoCard>
      <DemoCard title={t('hover')}>
        <HoverFeedback />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <Sizes />
      </DemoCard>
      <DemoCard title={t('custom')}>
        <Customised />
      </DemoCard>
      <DemoCard title={t('states')}>
        <States />
      </DemoCard>
      <DemoCard title={t('validation')}>
        <ReviewForm />
      </DemoCard>
    </DemoGrid>
  );
}
