import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    contributor: {
      name: 'Contributeur |||| Contributeurs',
      page: {
        list: 'Contributeurs',
        create: 'Ajouter un contributeur',
        show: 'Contributeur',
      },
      fields: {
        name: 'Nom',
        email: 'E-mail',
        expertise: 'Expertise',
        biography: 'Biographie',
        avatar: 'Photo',
        links: 'Liens',
        label: 'Libellé',
        url: 'Adresse',
      },
      sections: {
        profile: 'Profil',
        biography: 'Biographie',
        links: 'Liens',
      },
    },
  },
};

export default fr;
