import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    "content-company": {
      name: 'Page entreprise |||| Pages entreprise',
      page: {
        list: 'Contenu de l’entreprise',
        create: 'Ajouter une page entreprise',
        edit: 'Modifier la page entreprise',
      },
      fields: {
        section: 'Rubrique',
        highlights: 'Chiffres clés',
        label: 'Libellé',
        value: 'Valeur',
      },
      sections: {
        details: 'Détails',
      },
      choices: {
        section: {
          overview: 'Présentation',
          history: 'Histoire',
          leadership: 'Direction',
          careers: 'Carrières',
          press: 'Presse',
          partners: 'Partenaires',
        },
      },
    },
  },
};

export default fr;
