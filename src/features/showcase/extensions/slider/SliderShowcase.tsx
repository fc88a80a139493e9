import { useState } from 'react';
import { Box, Slider, Stack, TextField, Typography } from '@mui/material';
import VolumeDownIcon from '@mui/icons-material/VolumeDown';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useLocaleState } from 'react-admin';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { checkBound, keepDistance, MIN_DISTANCE, PRICE_MAX, PRICE_MIN, type RangeProblem } from './priceRange';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const BANDS = ['60', '250', '1k', '4k', '16k'];
const TEMPERATURES = [0, 20, 37, 100];

function PriceRange() {
  const t = useScopedTranslate('showcaseExtensions.slider.range');
  const [locale] = useLocaleState();
  const [range, setRange] = useState<[number, number]>([200, 600]);
  const [typed, setTyped] = useState({ min: '200', max: '600' });
  const [problems, setProblems] = useState<{ min: RangeProblem | null; max: RangeProblem | null }>({
    min: null,
    max: null,
  });
  const money = (value: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
  const fromSlider = (value: [number, number], thumb: number) => {
    const next = keepDistance(value, thumb);
    setRange(next);
    setTyped({ min: String(next[0]), max: String(next[1]) });
    setProblems({ min: null, max: null });
  };
  const commit = (which: 'min' | 'max') => {
    const problem = checkBound(typed[which], which, which === 'min' ? range[1] : range[0]);
    setProblems((p) => ({ ...p, [which]: problem }));
    if (problem) return;
    const value = Math.round(Number(typed[which].trim().replace(',', '.')));
    setRange(which === 'min' ? [value, range[1]] : [range[0], value]);
    setTyped((v) => ({ ...v, [which]: String(value) }));
  };
  const message = (problem: RangeProblem | null) =>
    problem ? t(`errors.${problem}`, { min: PRICE_MIN, max: PRICE_MAX, distance: MIN_DISTANCE }) : ' ';
  return (
    <Stack spacing={2}>
      <Slider
        value={range}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={10}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={money}
        getAriaLabel={(index) => t(index === 0 ? 'min' : 'max')}
        getAriaValueText={money}
        onChange={(_, value, thumb) => fromSlider(value as [number, number], thumb)}
      />
      <Stack direction="row" spacing={2}>
        {(['min', 'max'] as const).map((which) => (
          <TextField
            key={which}
            size="small"
            label={t(which)}
            value={typed[which]}
            error={Boolean(problems[which])}
            helperText={message(problems[which])}
            onChange={(event) => setTyped((v) => ({ ...v, [which]: event.target.value }))}
            onBlur={() => commit(which)}
            onKeyDown={(event) => event.key === 'Enter' && commit(which)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ))}
      </Stack>
      <Typography aria-live="polite" data-testid="price-range">
        {t('value', { min: money(range[0]), max: money(range[1]) })}
      </Typography>
    </Stack>
  );
}

export default function SliderShowcase() {
  const t = useScopedTranslate('showcaseExtensions.slider');
  const colors = useScopedTranslate('showcaseShared.colors');
  const [volume, setVolume] = useState(30);
  const [steps, setSteps] = useState(40);
  const [temperature, setTemperature] = useState(20);
  const [bands, setBands] = useState([40, 60, 50, 70, 45]);
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={'<Slider value={value} onChange={(_, v) => setValue(v as number)} aria-label="Volume" />'}
      >
        <Stack direction="row" spacing={2} alignItems="center">
          <VolumeDownIcon />
          <Slider aria-label={t('basic.volume')} value={volume} onChange={(_, v) => setVolume(v as number)} />
          <VolumeUpIcon />
        </Stack>
        <Typography variant="body2" aria-live="polite" data-testid="volume-value">
          {t('basic.value', { value: volume })}
        </Typography>
        <Slider aria-label={t('basic.disabled')} defaultValue={60} disabled sx={{ mt: 2 }} />
      </DemoCard>
      <DemoCard
        title={t('steps.title')}
        subtitle={t('steps.subtitle')}
        code={'<Slider step={10} marks min={0} max={100} valueLabelDisplay="auto" />'}
      >
        <Slider
          aria-label={t('steps.label')}
          value={steps}
          step={10}
          marks
          min={0}
          max={100}
          valueLabelDisplay="auto"
          onChange={(_, v) => setSteps(v as number)}
        />
        <Typography variant="body2" aria-live="polite" data-testid="steps-value">
          {t('steps.value', { value: steps })}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <Typography id="temperature-label" variant="body2">
            {t('steps.temperature')}
          </Typography>
          <Slider
            aria-labelledby="temperature-label"
            value={temperature}
            step={null}
            min={0}
            max={100}
            valueLabelDisplay="auto"
            marks={TEMPERATURES.map((value) => ({ value, label: `${value} °C` }))}
            valueLabelFormat={(value) => `${value} °C`}
            getAriaValueText={(value) => `${value} °C`}
            onChange={(_, v) => setTemperature(v as number)}
          />
        </Box>
      </DemoCard>
      <DemoCard
        title={t('range.title')}
        subtitle={t('range.subtitle')}
        code={
          '<Slider value={[min, max]} disableSwap onChange={…} getAriaLabel={(i) => (i ? "Maximum" : "Minimum")} />'
        }
      >
        <PriceRange />
      </DemoCard>
      <DemoCard
        title={t('vertical.title')}
        subtitle={t('vertical.subtitle')}
        code={'<Slider orientation="vertical" sx={{ height: 160 }} />'}
      >
        <Stack direction="row" spacing={3} sx={{ height: 180, justifyContent: 'center' }}>
          {BANDS.map((band, index) => (
            <Stack key={band} alignItems="center" spacing={1}>
              <Slider
                orientation="vertical"
                value={bands[index]}
                aria-label={t('vertical.band', { band })}
                valueLabelDisplay="auto"
                onChange={(_, v) => setBands((list) => list.map((b, i) => (i === index ? (v as number) : b)))}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') event.stopPropagation();
                }}
              />
              <Typography variant="caption">{band}</Typography>
            </Stack>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('colors.title')}
        subtitle={t('colors.subtitle')}
        code={'<Slider color="success" size="small" />'}
      >
        <Stack spacing={1}>
          {COLORS.map((color, index) => (
            <Slider
              key={color}
              color={color}
              size={index % 2 ? 'small' : 'medium'}
              defaultValue={20 + index * 12}
              aria-label={colors(color)}
              valueLabelDisplay="auto"
            />
          ))}
        </Stack>
      </DemoCard>
    </DemoGrid>
  );
}
