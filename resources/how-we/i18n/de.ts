import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    "how-we": {
      name: 'Arbeitsweise-Seite |||| So arbeiten wir',
      page: {
        list: 'So arbeiten wir',
        create: 'Arbeitsweise-Seite hinzufügen',
        edit: 'Arbeitsweise-Seite bearbeiten',
        show: 'Arbeitsweise-Seite',
      },
      fields: {
        steps: 'Schritte',
        description: 'Beschreibung',
      },
      sections: {
        steps: 'Schritte',
      },
    },
  },
};

export default de;
