import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    "content-privacy": {
      name: 'Datenschutzerklärung |||| Datenschutzerklärungen',
      page: {
        list: 'Datenschutzerklärungen',
        create: 'Datenschutzerklärung hinzufügen',
        edit: 'Datenschutzerklärung bearbeiten',
        show: 'Datenschutzerklärung',
      },
      fields: {
        policyVersion: 'Version',
        effectiveDate: 'Gültig ab',
        contactEmail: 'Kontakt-E-Mail',
      },
      sections: {
        details: 'Details',
      },
    },
  },
};

export default de;
