import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  home: {
    title: 'Accueil',
    greeting: 'Bon retour, %{name}',
    intro: 'Vos espaces de gestion et, en dessous, les pages du modèle.',
    templatePages: 'Pages du modèle (%{smart_count})',
  },
};
export default fr;
