import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    "content-contribute": {
      name: 'Page de contribution |||| Pages de contribution',
      page: {
        list: 'Contribuer',
        create: 'Ajouter une page de contribution',
        edit: 'Modifier la page de contribution',
        show: 'Page de contribution',
      },
      fields: {
        contactEmail: 'E-mail de contact',
        guidelinesUrl: 'Consignes',
        acceptsSubmissions: 'Accepte les contributions',
      },
      sections: {
        details: 'Détails',
      },
    },
  },
};

export default fr;
