import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { deDE, enUS, frFR, ptPT } from '@mui/x-date-pickers/locales';
import { useLocaleState } from 'react-admin';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';

const PICKER_TEXTS = { en: enUS, de: deDE, fr: frFR, pt: ptPT } as const;
type PickerLocale = keyof typeof PICKER_TEXTS;
const isPickerLocale = (value: string): value is PickerLocale => value in PICKER_TEXTS;

/**
 * MUI X date and time pickers on dayjs, speaking the interface language (month names, first day of the week and the
 * pickers' own labels follow react-admin's locale). Import it only from screens that show a picker: it is heavy.
 */
export function PickersProvider({ children }: { children: ReactNode }) {
  const [current] = useLocaleState();
  const locale: PickerLocale = isPickerLocale(current) ? current : 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={PICKER_TEXTS[locale].components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}
