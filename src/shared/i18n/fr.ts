import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  shared: {
    loading: 'Chargement',
    loadFailed: 'Ce contenu n’a pas pu être chargé.',
    retry: 'Réessayer',
    saveFailed: 'Vos modifications n’ont pas pu être enregistrées. Veuillez réessayer.',
    image: {
      wrongType: 'Veuillez choisir une image JPG, GIF ou PNG',
      tooLarge: 'L’image doit faire 800 ko au maximum',
    },
    draft: {
      found: 'Des modifications non enregistrées (conservées à %{time}) peuvent être restaurées.',
      restore: 'Restaurer',
      discard: 'Ignorer',
    },
    unsaved: {
      title: 'Abandonner les modifications non enregistrées ?',
      message:
        'Certaines modifications ne sont pas encore enregistrées. Si vous quittez maintenant, elles seront perdues.',
      stay: 'Continuer la modification',
      discard: 'Abandonner les modifications',
    },
  },
};
export default fr;
