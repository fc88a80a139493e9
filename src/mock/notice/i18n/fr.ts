import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  app: {
    demoData: {
      recovered:
        'Les données de démonstration n’ont pas pu être lues et ont été réinitialisées. Une copie des données illisibles a été conservée dans ce navigateur.',
      unavailable:
        'Les données de démonstration ne peuvent pas être enregistrées dans ce navigateur : vos modifications seront perdues au rechargement de la page.',
      dismiss: 'Fermer',
      writeFailed:
        'Votre modification n’a pas pu être enregistrée dans le stockage de ce navigateur ; elle n’a donc pas été appliquée. Libérez de l’espace ou réinitialisez les données de démonstration, puis réessayez.',
      errors: {
        tooLong: 'Ce texte est trop long.',
        tooMany: 'Il y a trop d’éléments.',
        tooBig: 'Ce nombre est trop grand.',
        picture: 'Utilisez une image JPG, GIF ou PNG, ou une adresse web (https://…).',
        url: 'Veuillez saisir une adresse web commençant par http:// ou https://.',
        bodyTooLarge: 'C’est trop volumineux pour être enregistré. Retirez du contenu ou une image, puis réessayez.',
      },
    },
  },
};
export default fr;
