import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    "content-about-us": {
      name: 'Über-uns-Seite |||| Über uns',
      page: {
        list: 'Über uns',
        create: 'Über-uns-Seite hinzufügen',
        edit: 'Über-uns-Seite bearbeiten',
        show: 'Über-uns-Seite',
      },
      fields: {
        mission: 'Mission',
        vision: 'Vision',
        foundedYear: 'Gegründet',
        team: 'Team',
        position: 'Position',
      },
      sections: {
        details: 'Details',
      },
    },
  },
};

export default de;
