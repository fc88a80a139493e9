import { Box, ButtonBase, Grid, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTheme, type Palette, type PaletteColor } from '@mui/material/styles';
import { useNotify } from 'react-admin';
import { SKINS, updateSettings, useLayoutSettings, type Skin } from '@/layout/settings';
import { copyText } from '../shared/clipboard';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { filled } from '@/theme/readable';

const MAIN_COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const SHADES = ['light', 'main', 'dark'] as const;
const GREYS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

/** A colour chip that copies its value when clicked. */
function Swatch({ name, value, text, height = 56 }: { name: string; value: string; text?: string; height?: number }) {
  const t = useScopedTranslate('showcaseUi.colors');
  const notify = useNotify();
  const copy = () =>
    copyText(value).then(
      () => notify('showcaseUi.colors.copied', { type: 'success', messageArgs: { value } }),
      () => notify('showcaseShared.copyFailed', { type: 'error' }),
    );
  return (
    <ButtonBase
      onClick={copy}
      aria-label={t('copy', { name, value })}
      data-color-name={name}
      sx={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {/* The sample text on each shade is white or black, whichever reads there: the palette's contrastText is for main. */}
      <Box sx={(theme) => ({ ...filled(theme, value), height, display: 'flex', alignItems: 'flex-end', p: 1 })}>
        {text && (
          <Typography variant="caption" sx={{ color: 'inherit', fontWeight: 600 }}>
            Aa
          </Typography>
        )}
      </Box>
      <Box sx={{ px: 1, py: 0.5, bgcolor: 'background.paper' }} dir="ltr">
        <Typography variant="caption" component="div" sx={{ fontFamily: 'monospace' }}>
          {name}
        </Typography>
        <Typography variant="caption" component="div" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {value}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

export default function ColorsShowcase() {
  const t = useScopedTranslate('showcaseUi.colors');
  const theme = useTheme();
  const { skin } = useLayoutSettings();
  const palette: Palette = theme.palette;
  const neutral: Array<[string, string]> = [
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
    ['text.disabled', palette.text.disabled],
    ['background.default', palette.background.default],
    ['background.paper', palette.background.paper],
    ['divider', palette.divider],
    ['action.hover', palette.action.hover],
    ['action.selected', palette.action.selected],
    ['action.disabled', palette.action.disabled],
  ];
  return (
    <DemoGrid columns={1}>
      <DemoCard
        title={t('skin.title')}
        subtitle={t('skin.subtitle')}
        code={'const theme = useTheme();\ntheme.palette.primary.main // follows the current skin'}
      >
        <Stack spacing={1.5}>
          <ToggleButtonGroup
            exclusive
            value={skin}
            aria-label={t('skin.label')}
            onChange={(_, next: Skin | null) => next && updateSettings({ skin: next })}
            sx={{ flexWrap: 'wrap' }}
          >
            {SKINS.map((item) => (
              <ToggleButton key={item} value={item}>
                {t(`skin.${item}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {t('skin.current', { skin: t(`skin.${skin}`), mode: t(`skin.mode.${palette.mode}`) })}
          </Typography>
        </Stack>
      </DemoCard>
      <DemoCard title={t('main.title')} subtitle={t('main.subtitle')}>
        <Grid container spacing={2}>
          {MAIN_COLORS.map((color) => {
            const swatches: PaletteColor = palette[color];
            return (
              <Grid key={color} size={{ xs: 12, sm: 6, md: 4 }}>
                <Typography variant="subtitle2" gutterBottom>
                  {t(`names.${color}`)}
                </Typography>
                <Stack direction="row" spacing={1}>
                  {SHADES.map((shade) => (
                    <Swatch
                      key={shade}
                      name={`${color}.${shade}`}
                      value={swatches[shade]}
                      text={swatches.contrastText}
                    />
                  ))}
                </Stack>
              </Grid>
            );
          })}
        </Grid>
      </DemoCard>
      <DemoCard title={t('neutral.title')} subtitle={t('neutral.subtitle')}>
        <Grid container spacing={1.5}>
          {neutral.map(([name, value]) => (
            <Grid key={name} size={{ xs: 6, sm: 4, md: 2 }}>
              <Swatch name={name} value={value} height={40} />
            </Grid>
          ))}
        </Grid>
      </DemoCard>
      <DemoCard title={t('grey.title')} subtitle={t('grey.subtitle')}>
        <Grid container spacing={1}>
          {GREYS.map((shade) => (
            <Grid key={shade} size={{ xs: 4, sm: 2.4, md: 1.2 }}>
              <Swatch name={`grey.${shade}`} value={palette.grey[shade]} height={40} />
            </Grid>
          ))}
        </Grid>
      </DemoCard>
    </DemoGrid>
  );
}
