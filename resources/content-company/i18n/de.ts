import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    "content-company": {
      name: 'Unternehmensseite |||| Unternehmensseiten',
      page: {
        list: 'Unternehmensinhalte',
        create: 'Unternehmensseite hinzufügen',
        edit: 'Unternehmensseite bearbeiten',
      },
      fields: {
        section: 'Bereich',
        highlights: 'Kennzahlen',
        label: 'Bezeichnung',
        value: 'Wert',
      },
      sections: {
        details: 'Details',
      },
      choices: {
        section: {
          overview: 'Überblick',
          history: 'Geschichte',
          leadership: 'Leitung',
          careers: 'Karriere',
          press: 'Presse',
          partners: 'Partner',
        },
      },
    },
  },
};

export default de;
