import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    role: {
      name: 'Rolle |||| Rollen',
      page: {
        list: 'Rollen',
        create: 'Rolle hinzufügen',
        edit: 'Rolle bearbeiten',
      },
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        permissions: 'Berechtigungen',
      },
      sections: {
        role: 'Rolle',
        permissions: 'Berechtigungen',
      },
    },
  },
};

export default de;
