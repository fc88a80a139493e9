import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  home: {
    title: 'Startseite',
    greeting: 'Willkommen zurück, %{name}',
    intro: 'Ihre Verwaltungsbereiche und darunter die Seiten der Vorlage.',
    templatePages: 'Vorlagenseiten (%{smart_count})',
  },
};
export default de;
