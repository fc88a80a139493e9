import { Box, Divider, Stack, Typography, type TypographyProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { filled, tinted } from '@/theme/readable';

type Variant = NonNullable<TypographyProps['variant']>;
const HEADINGS: Variant[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const TEXT: Variant[] = ['subtitle1', 'subtitle2', 'body1', 'body2', 'caption', 'overline', 'button'];
/** Text colours: the status colours by name take their `text` tone, which reads at 4.5:1 (`success.main` would not). */
const COLORS = ['text.primary', 'text.secondary', 'primary', 'secondary', 'success', 'error', 'warning', 'info'];
const WEIGHTS = [300, 400, 500, 600, 700];

function VariantRow({ variant, text }: { variant: Variant; text: string }) {
  const theme = useTheme();
  const style = theme.typography[variant as keyof typeof theme.typography];
  const size = typeof style === 'object' && style && 'fontSize' in style ? String(style.fontSize) : '';
  return (
    <Stack direction="row" spacing={2} alignItems="baseline" sx={{ py: 0.75 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ width: 110, flexShrink: 0, fontFamily: 'monospace' }}
        dir="ltr"
      >
        {variant}
        {size && ` · ${size}`}
      </Typography>
      <Typography variant={variant} component="p" sx={{ m: 0, minWidth: 0 }} noWrap>
        {text}
      </Typography>
    </Stack>
  );
}

export default function TypographyShowcase() {
  const t = useScopedTranslate('showcaseUi.typography');
  const sample = t('sample');
  return (
    <DemoGrid>
      <DemoCard
        title={t('headings.title')}
        subtitle={t('headings.subtitle')}
        code={'<Typography variant="h1" component="h2">…</Typography>'}
      >
        {HEADINGS.map((variant) => (
          <VariantRow key={variant} variant={variant} text={t('headings.text')} />
        ))}
      </DemoCard>
      <DemoCard
        title={t('text.title')}
        subtitle={t('text.subtitle')}
        code={'<Typography variant="body2" color="text.secondary">…</Typography>'}
      >
        {TEXT.map((variant) => (
          <VariantRow key={variant} variant={variant} text={sample} />
        ))}
      </DemoCard>
      <DemoCard
        title={t('colors.title')}
        subtitle={t('colors.subtitle')}
        code={'<Typography color="success">…</Typography>'}
      >
        {COLORS.map((color) => (
          <Stack key={color} direction="row" spacing={2} alignItems="baseline">
            <Typography variant="caption" color="text.secondary" sx={{ width: 110, fontFamily: 'monospace' }} dir="ltr">
              {color}
            </Typography>
            <Typography color={color}>{sample}</Typography>
          </Stack>
        ))}
      </DemoCard>
      <DemoCard title={t('styles.title')} subtitle={t('styles.subtitle')}>
        <Stack spacing={0.75}>
          {WEIGHTS.map((weight) => (
            <Typography key={weight} sx={{ fontWeight: weight }}>
              {t('styles.weight', { weight })}
            </Typography>
          ))}
          <Divider />
          <Typography sx={{ fontStyle: 'italic' }}>{t('styles.italic')}</Typography>
          <Typography sx={{ textDecoration: 'underline' }}>{t('styles.underline')}</Typography>
          <Typography sx={{ textDecoration: 'line-through' }} color="text.secondary">
            {t('styles.strike')}
          </Typography>
          <Typography>
            {t('styles.markBefore')}{' '}
            <Box
              component="mark"
              sx={(theme) => ({ ...filled(theme, theme.palette.warning.light), px: 0.5, borderRadius: 0.5 })}
            >
              {t('styles.mark')}
            </Box>
          </Typography>
          <Typography>
            {t('styles.codeBefore')}{' '}
            <Box
              component="code"
              sx={(theme) => ({
                px: 0.5,
                borderRadius: 0.5,
                fontFamily: 'monospace',
                ...tinted(theme, theme.palette.error.main),
              })}
            >
              useTranslate()
            </Box>
          </Typography>
          <Typography>
            {t('styles.kbdBefore')}{' '}
            <Box
              component="kbd"
              sx={{
                px: 0.75,
                py: 0.25,
                borderRadius: 0.5,
                bgcolor: 'text.primary',
                color: 'background.paper',
                fontFamily: 'monospace',
                fontSize: '0.85em',
              }}
            >
              Ctrl + K
            </Box>
          </Typography>
          <Typography variant="body2">
            <small>{t('styles.small')}</small>
          </Typography>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('align.title')}
        subtitle={t('align.subtitle')}
        code={
          "<Typography sx={{ textAlign: 'center' }} />\n<Typography noWrap />\n<Typography sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} />"
        }
      >
        <Stack spacing={1.5}>
          <Typography sx={{ textAlign: 'start' }}>{t('align.start')}</Typography>
          <Typography sx={{ textAlign: 'center' }}>{t('align.center')}</Typography>
          <Typography sx={{ textAlign: 'end' }}>{t('align.end')}</Typography>
          <Divider />
          <Typography variant="caption" color="text.secondary">
            {t('align.noWrap')}
          </Typography>
          <Typography noWrap>{t('align.long')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('align.clamp')}
          </Typography>
          <Typography
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {t('align.long')}
          </Typography>
        </Stack>
      </DemoCard>
      <DemoCard title={t('blocks.title')} subtitle={t('blocks.subtitle')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
            {(['one', 'two', 'three'] as const).map((key) => (
              <Typography component="li" key={key}>
                {t(`blocks.${key}`)}
              </Typography>
            ))}
          </Box>
          <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
            {(['one', 'two', 'three'] as const).map((key) => (
              <Typography component="li" key={key}>
                {t(`blocks.${key}`)}
              </Typography>
            ))}
          </Box>
        </Stack>
        <Box
          component="blockquote"
          sx={{ m: 0, mt: 2, paddingInlineStart: 2, borderInlineStart: 4, borderColor: 'primary.main' }}
        >
          <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
            {t('blocks.quote')}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="footer">
            — {t('blocks.author')}
          </Typography>
        </Box>
      </DemoCard>
    </DemoGrid>
  );
}
