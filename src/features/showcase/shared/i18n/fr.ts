import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  showcaseShared: {
    showCode: 'Afficher le code',
    close: 'Fermer',
    hideCode: 'Masquer le code',
    copy: 'Copier',
    copied: 'Copié dans le presse-papiers.',
    copyFailed: 'Copie impossible. Sélectionnez le texte et appuyez sur Ctrl+C.',
    colors: {
      primary: 'Primaire',
      secondary: 'Secondaire',
      success: 'Succès',
      error: 'Danger',
      warning: 'Avertissement',
      info: 'Info',
    },
    severities: { success: 'Succès', info: 'Info', warning: 'Avertissement', error: 'Erreur' },
    sizes: { small: 'Petit', medium: 'Moyen', large: 'Grand' },
  },
};
export default fr;
