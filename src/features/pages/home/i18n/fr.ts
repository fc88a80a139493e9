import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  home: {
    title: 'Accueil',
    greeting: 'Bon retour, %{name}',
    intro: 'Tout ce que vous pouvez ouvrir, regroupé comme dans le menu.',
  },
};
export default fr;
