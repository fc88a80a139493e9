import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    "how-we": {
      name: 'Page méthode |||| Notre méthode',
      page: {
        list: 'Notre méthode',
        create: 'Ajouter une page méthode',
        edit: 'Modifier la page méthode',
        show: 'Page méthode',
      },
      fields: {
        steps: 'Étapes',
        description: 'Description',
      },
      sections: {
        steps: 'Étapes',
      },
    },
  },
};

export default fr;
