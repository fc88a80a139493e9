import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  shared: {
    loading: 'Chargement',
    loadFailed: 'Ce contenu n’a pas pu être chargé.',
    retry: 'Réessayer',
    saveFailed: 'Vos modifications n’ont pas pu être enregistrées. Veuillez réessayer.',
    image: {
      wrongType: 'Veuillez choisir une image PNG, JPEG, WebP ou GIF',
      tooLarge: 'L’image doit faire 1 Mo au maximum',
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
    richText: {
      toolbar: 'Mise en forme',
      heading: 'Titre',
      bold: 'Gras',
      italic: 'Italique',
      underline: 'Souligné',
      strike: 'Barré',
      code: 'Code en ligne',
      h1: 'Titre 1',
      h2: 'Titre 2',
      h3: 'Titre 3',
      bulletList: 'Liste à puces',
      orderedList: 'Liste numérotée',
      blockquote: 'Citation',
      codeBlock: 'Bloc de code',
      horizontalRule: 'Séparateur',
      link: 'Lien',
      unlink: 'Retirer le lien',
      clear: 'Effacer la mise en forme',
      undo: 'Annuler',
      redo: 'Rétablir',
      linkTitle: 'Lien',
      linkAddress: 'Adresse',
      linkHelp: 'https://… ou mailto:…',
      linkInvalid: 'Veuillez saisir une adresse complète comme https://example.com',
      linkSave: 'Appliquer',
    },
  },
};
export default fr;
