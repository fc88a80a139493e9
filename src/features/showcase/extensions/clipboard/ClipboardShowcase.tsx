import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { copyText, type CopyMethod } from '../../shared/clipboard';
import { CopyButton } from '../../shared/CopyButton';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';

const COUPON = 'SPRING-25-OFF';
const KEYS = [
  { name: 'production', value: 'pk_live_51Hx8aTq2' },
  { name: 'staging', value: 'pk_test_73Kd0pWz9' },
  { name: 'webhook', value: 'whsec_4f9c1e08b2' },
] as const;

function CopyFromField() {
  const t = useScopedTranslate('showcaseExtensions.clipboard.field');
  const [text, setText] = useState(() => t('initial'));
  const [outcome, setOutcome] = useState<
    { ok: true; method: CopyMethod } | { ok: false; reason: 'empty' | 'failed' } | null
  >(null);
  const copy = () => {
    if (!text.trim()) {
      setOutcome({ ok: false, reason: 'empty' });
      return;
    }
    copyText(text).then(
      (method) => setOutcome({ ok: true, method }),
      () => setOutcome({ ok: false, reason: 'failed' }),
    );
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          fullWidth
          size="small"
          label={t('label')}
          value={text}
          error={outcome?.ok === false && outcome.reason === 'empty'}
          helperText={outcome?.ok === false && outcome.reason === 'empty' ? t('empty') : ' '}
          onChange={(event) => {
            setText(event.target.value);
            setOutcome(null);
          }}
        />
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('copy')}
        </Button>
      </Stack>
      {outcome?.ok && (
        <Alert severity="success" role="status">
          {t(outcome.method === 'clipboard-api' ? 'copiedApi' : 'copiedFallback')}
        </Alert>
      )}
      {outcome?.ok === false && outcome.reason === 'failed' && (
        <Alert severity="error" role="status">
          {t('failed')}
        </Alert>
      )}
      <TextField size="small" multiline minRows={2} label={t('paste')} placeholder={t('pasteHint')} />
    </Stack>
  );
}

export default function ClipboardShowcase() {
  const t = useScopedTranslate('showcaseExtensions.clipboard');
  return (
    <DemoGrid>
      <DemoCard
        title={t('field.title')}
        subtitle={t('field.subtitle')}
        code={
          "import { copyText } from '@/features/showcase/shared/clipboard';\n\nconst method = await copyText(value); // 'clipboard-api' or 'fallback'"
        }
      >
        <CopyFromField />
      </DemoCard>
      <DemoCard
        title={t('coupon.title')}
        subtitle={t('coupon.subtitle')}
        code={'<CopyButton text="SPRING-25-OFF" label="Copy the code" />'}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: 2,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
          }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('coupon.text')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', letterSpacing: 2 }} dir="ltr">
              {COUPON}
            </Typography>
          </Box>
          <CopyButton text={COUPON} label={t('coupon.copy')} size="medium" />
        </Box>
      </DemoCard>
      <DemoCard title={t('keys.title')} subtitle={t('keys.subtitle')}>
        <List dense sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {KEYS.map((key) => (
            <ListItem
              key={key.name}
              secondaryAction={<CopyButton text={key.value} label={t('keys.copy', { name: t(`keys.${key.name}`) })} />}
            >
              <ListItemText
                primary={t(`keys.${key.name}`)}
                secondary={
                  <span dir="ltr" style={{ fontFamily: 'monospace' }}>
                    {key.value}
                  </span>
                }
              />
            </ListItem>
          ))}
        </List>
      </DemoCard>
      <DemoCard title={t('readonly.title')} subtitle={t('readonly.subtitle')}>
        <TextField
          fullWidth
          size="small"
          value="npm install @dnd-kit/core"
          label={t('readonly.label')}
          slotProps={{
            input: {
              readOnly: true,
              endAdornment: (
                <InputAdornment position="end">
                  <CopyButton text="npm install @dnd-kit/core" label={t('readonly.copy')} />
                </InputAdornment>
              ),
            },
            htmlInput: { dir: 'ltr' },
          }}
        />
      </DemoCard>
    </DemoGrid>
  );
}
