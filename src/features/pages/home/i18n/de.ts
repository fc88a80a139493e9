import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  home: {
    title: 'Startseite',
    greeting: 'Willkommen zurück, %{name}',
    intro: 'Alles, was Sie öffnen dürfen, gruppiert wie im Menü.',
  },
};
export default de;
