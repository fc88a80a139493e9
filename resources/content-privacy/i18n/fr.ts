import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    "content-privacy": {
      name: 'Politique de confidentialité |||| Politiques de confidentialité',
      page: {
        list: 'Politiques de confidentialité',
        create: 'Ajouter une politique de confidentialité',
        edit: 'Modifier la politique de confidentialité',
        show: 'Politique de confidentialité',
      },
      fields: {
        policyVersion: 'Version',
        effectiveDate: 'Date d’entrée en vigueur',
        contactEmail: 'E-mail de contact',
      },
      sections: {
        details: 'Détails',
      },
    },
  },
};

export default fr;
