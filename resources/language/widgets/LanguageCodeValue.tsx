import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import { Box, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { WidgetValueProps } from '@/admin-kit/widgets/types';
import { languageName } from './languageNames';

/** The code, marked when no language is known by it (a typo the list makes easy to spot). */
export default function LanguageCodeValue({ value }: WidgetValueProps) {
  const translate = useTranslate();
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
