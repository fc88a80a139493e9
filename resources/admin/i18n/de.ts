import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    admin: {
      name: 'Administrator |||| Administratoren',
      page: {
        list: 'Administratoren',
        create: 'Administrator hinzufügen',
        edit: 'Administrator bearbeiten',
      },
      fields: {
        fullName: 'Vollständiger Name',
        email: 'E-Mail',
        password: 'Passwort',
        roleId: 'Rolle',
        status: 'Status',
        avatar: 'Profilbild',
        lastSignInAt: 'Letzte Anmeldung',
      },
      sections: {
        account: 'Konto',
        access: 'Zugriff',
      },
    },
  },
};

export default de;
