import type { Translation } from '@/i18n/types';
import type en from './en';

const fr: Translation<typeof en> = {
  resources: {
    role: {
      name: 'Rôle |||| Rôles',
      page: {
        list: 'Rôles',
        create: 'Ajouter un rôle',
        edit: 'Modifier le rôle',
      },
      fields: {
        name: 'Nom',
        description: 'Description',
        permissions: 'Autorisations',
      },
      sections: {
        role: 'Rôle',
        permissions: 'Autorisations',
      },
    },
  },
};

export default fr;
