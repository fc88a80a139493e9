import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { WidgetInputProps } from '@/admin-kit/widgets/types';
import { languageName } from './languageNames';

/**
 * The ISO code with what it names beneath it as it is typed — in the reader's language and in the language itself
 * ("Swiss High German — Schweizer Hochdeutsch") — so a mistyped code shows before it is saved. The value stored is
 * the code as typed; the schema validates it.
 */
export default function LanguageCodeInput({ source, label, field }: WidgetInputProps) {
  const translate = useTranslate();
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
    <TextInput source={source} label={label} isRequired={field.required} fullWidth margin="dense" size="medium"
      autoComplete="off" spellCheck={false} slotProps={{ htmlInput: { dir: 'ltr' } }} helperText={preview} />
  );
}
