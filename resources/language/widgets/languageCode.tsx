import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Tooltip } from '@mui/material';
import { TextInput, useLocaleState } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useWatch } from 'react-hook-form';
import type { WidgetInputProps, WidgetValueProps } from '@/admin-kit/widgets/types';
import { languageName } from './languageNames';

/*
 * The language's ISO code, edited and shown: one small module for both sides (the list already carries a text
 * input for its filters).
 */

/**
 * The ISO code with what it names beneath it as it is typed — in the reader's language and in the language itself
 * ("Swiss High German — Schweizer Hochdeutsch") — so a mistyped code shows before it is saved. The value stored is
 * the code as typed; the schema validates it.
 */
export function LanguageCodeInput({ source, label, field }: WidgetInputProps) {
  const translate = useT();
  const [locale = 'en'] = useLocaleState();
  const code = String(useWatch({ name: source }) ?? '').trim();
  const name = code ? languageName(code, locale) : undefined;
  const native = name ? languageName(code, code) : undefined;
  const preview = !code
    ? translate('resources.language.widgets.code.help')
    : name
      ? translate('resources.language.widgets.code.names', { name, native: native ?? name })
      : translate('resources.language.widgets.code.unknown');
  return (
    <TextInput
      source={source}
      label={label}
      isRequired={field.required}
      fullWidth
      margin="dense"
      size="medium"
      autoComplete="off"
      spellCheck={false}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
      helperText={preview}
    />
  );
}

/** The code, marked when no language is known by it (a typo the list makes easy to spot). */
export function LanguageCodeValue({ value }: WidgetValueProps) {
  const translate = useT();
  const [locale = 'en'] = useLocaleState();
  const code = String(value);
  const known = languageName(code, locale) !== undefined;
  const unknown = translate('resources.language.widgets.code.unknown');
  return (
    <Box component="span" dir="ltr" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {code}
      {!known && (
        <Tooltip title={unknown}>
          <WarningIcon fontSize="small" color="warning" titleAccess={unknown} tabIndex={0} />
        </Tooltip>
      )}
    </Box>
  );
}
