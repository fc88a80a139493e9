import type { Translation } from '@/i18n/types';
import type en from './en';

const de: Translation<typeof en> = {
  resources: {
    contributor: {
      name: 'Mitwirkende(r) |||| Mitwirkende',
      page: {
        list: 'Mitwirkende',
        create: 'Mitwirkende hinzufügen',
        show: 'Mitwirkende(r)',
      },
      fields: {
        name: 'Name',
        email: 'E-Mail',
        expertise: 'Fachgebiete',
        biography: 'Biografie',
        avatar: 'Foto',
        links: 'Links',
        label: 'Bezeichnung',
        url: 'Adresse',
      },
      sections: {
        profile: 'Profil',
        biography: 'Biografie',
        links: 'Links',
      },
    },
  },
};

export default de;
