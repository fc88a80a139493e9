import { useFormat } from '@/i18n/format';
import type { WidgetValueProps } from '../types';
import { countryName } from './countryName';

export function CountryValue({ value }: WidgetValueProps) {
  const { locale } = useFormat();
  return <>{countryName(String(value), locale)}</>;
}
