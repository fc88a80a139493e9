import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    user: {
      name: 'Benutzer |||| Benutzer',
      page: {
        list: 'Benutzer',
        create: 'Benutzer hinzufügen',
        edit: 'Benutzer bearbeiten',
        show: 'Benutzer',
      },
      fields: {
        fullName: 'Vollständiger Name',
        username: 'Benutzername',
        email: 'E-Mail',
        phone: 'Telefon',
        companyId: 'Unternehmen',
        country: 'Land',
        status: 'Status',
      },
      sections: {
        profile: 'Profil',
        organisation: 'Organisation',
      },
    },
  },
};

export default de;
